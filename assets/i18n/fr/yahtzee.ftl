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
# Un jour du calendrier, tel que la langue l'écrit (le jour du défi)
core-day = { $day }/{ $month }/{ $year }
core-whose = { $who ->
    [you] votre
   *[other] de { $name }
}
core-cpu-name = { $level ->
    [beginner] Ordi débutant
    [casual] Ordi détendu
    [perfect] Ordi parfait
    [shark] Ordi requin
   *[strong] Ordi fort
}

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
core-setting-points = Points : { $spot }
core-setting-five-of-a-kind-is-full-house = Cinq dés égaux font un full
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

# The columns of a card of several, as their headings say them
core-column-down = Desc.
core-column-up = Mont.
core-column-free = Libre

# The points a box takes: "5, 10 or 15", "7 to 28 except 10 and 25", "0 or 5 to 30"
core-points-or = { $init } ou { $last }
core-points-and = { $init } et { $last }
core-points-range = { $lo } à { $hi }
core-points-range-step = { $lo } à { $hi } par pas de { $step }
core-points-range-except = { $lo } à { $hi } sauf { $missing }
core-points-zero-or = 0 ou { $range }
# A score pad's points refused; $allowed is what the box takes
core-pad-no-bonus-possible = aucune prime Yams n'est possible avec { $spot } maintenant
core-pad-not-possible-bonus = { $points } avec prime n'est pas possible en { $spot } : avec prime, elle prend { $allowed }
core-pad-not-possible = { $points } n'est pas possible en { $spot } : { $allowed }
core-pad-only-with-bonus = { $spot } ne se remplit plus qu'avec une prime Yams
# Seats a way of playing does not fit
core-seats-pad-with-cpu = une feuille sans dés compte pour des personnes ; un ordinateur a besoin de dés
core-seats-cpu-real-dice = seule une personne lance de vrais dés ; un ordinateur lance à l'écran
core-seats-cpu-joining = seule une personne rejoint par SSH ; un ordinateur joue chez l'hôte
core-seats-pad-joined = une feuille sans dés se tient à une seule table ; personne ne la rejoint par SSH

# Why a saved match does not load (said inside the store's sentence about the damaged file)
core-load-card-count = il y a { $cards } feuilles pour { $seats } places
core-load-card = feuille de { $name } : { $error }
core-load-turn-seat = le tour revient à la place { $seat }, mais il n'y a que { $seats } places
core-load-rolls-used = { $rolls } lancers utilisés ce tour, mais les règles en permettent { $max }
core-load-dice-without-roll = les dés et les lancers utilisés ne concordent pas (des dés sans lancer, ou un lancer sans dés)
core-load-illegal-entry = l'entrée { $index } du journal n'est pas un coup permis : { $reason }
core-load-inconsistent = { $what ->
        [scorecards] le journal de la partie ne mène pas à ses feuilles
        [turn] le journal de la partie ne mène pas à son tour et à ses dés actuels
       *[dice] le journal de la partie ne mène pas à l'état de son générateur de dés
    }
core-card-impossible-points = { $spot } ne peut pas valoir { $points } avec ces règles
core-card-too-many-extras = { $count } Yams en plus, mais une feuille en accepte 12 au plus
core-card-extras-without-yahtzee = { $positive ->
        [yes] les primes Yams demandent la case Yams remplie avec un score positif
       *[no] les primes Yams demandent la case Yams remplie
    }
core-card-extras-off = les primes Yams sont désactivées dans ces règles
core-card-not-filled = { $spot } n'est pas encore remplie
# $layout is the card's id: classic, yatzy, triple, three_column
core-card-not-on-card = { $spot } n'est pas une case de la feuille { $layout }
core-card-column-count = { $found } colonnes, mais { $layout ->
        [classic] la feuille classique
        [yatzy] la feuille Yatzy
        [triple] la feuille triple
       *[three_column] la feuille à trois colonnes
    } en a { $columns }
core-card-out-of-order = la colonne { $column } n'est pas remplie dans son ordre
core-card-extras-without-every-yahtzee = { $positive ->
        [yes] les primes Yams demandent les trois cases Yams remplies avec un score positif
       *[no] les primes Yams demandent les trois cases Yams remplies
    }
core-card-no-column = la feuille n'a pas cette colonne
core-dice-no-such-face = un dé montre 1 à 6, pas { $face }
# A saved match's options that do not fit it
core-options-real-dice-seats = elle a des réglages de vrais dés pour { $given } places, mais la partie en a { $seats }
core-options-pad-with-real-dice = c'est une feuille sans dés avec des places à vrais dés ; une feuille sans dés n'a pas de dés
core-options-coach-threshold = son seuil de coach { $threshold } n'est pas entre 0 et { $most } points
core-options-coach-seats = elle a des réglages de coach pour { $given } places, mais la partie en a { $seats }
core-options-ssh-seats = elle a des places SSH pour { $given } places, mais la partie en a { $seats }
core-options-log-misfit = entrée { $entry } du journal : { $problem }

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

# Hasard et talent
ai-luck-now-points = { $points } points
ai-luck-now-expected = { $expected } attendus
ai-luck-sum = Hasard { $luck }, jeu { $play }{ $estimated ->
    [yes] {" "}(estimé)
   *[no] {""}
} : { $start } attendus au départ { $luck_term } hasard { $play_term } jeu = { $now }.
ai-luck-estimate-gap = Du hasard, { $gap } est ce que l'estimation par colonne a manqué du score final.
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
ai-luck-written-down = Les points ont été notés au lieu d'être lancés ici : il n'y a pas de hasard à mesurer.
ai-win-result-now = { $chance } maintenant
ai-win-result-won = gagné
ai-win-result-lost = perdu
ai-win-result-shared = première place partagée ({ $share })
ai-win-account = En chances de gagner : { $start } au départ, hasard { $luck }, jeu { $play }, jeu des autres { $others } : { $result }. Résultat corrigé du hasard { $adjusted }.
ai-readout-seat = { $name } : hasard { $luck }, jeu { $play }

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

# Les statistiques (`yahtzee stats` et l'écran Statistiques)

store-stats-split = { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
} : { $parts }
store-stats-split-on-screen = { $count } avec les dés à l'écran
store-stats-split-real-dice = { $count } avec de vrais dés
store-stats-split-score-pad = { $count } sur feuille de marque
store-stats-only-played = { $mode ->
    [on_screen] Seulement les parties jouées avec les dés à l'écran
    [real_dice] Seulement les parties jouées avec de vrais dés
   *[score_pad] Seulement les parties tenues sur feuille de marque
} ({ $split })
store-stats-people-only-text = Personnes seulement, par défaut (--all ajoute les chiffres des ordinateurs).
store-stats-people-only-screen = Personnes seulement, par défaut (a ajoute les ordinateurs)
store-stats-everyone-text = Tout le monde, ordinateurs compris (par défaut, les personnes seulement).
store-stats-everyone-screen = Tout le monde, ordinateurs compris (a revient aux personnes seules, par défaut)
store-stats-table-note = Les victoires comptent les premières places partagées ; une partie en solo n'est pas une victoire. Prime : part des parties avec la prime.
store-stats-none-filtered = Aucune partie terminée{ $mode ->
    [on_screen] {" "}avec les dés à l'écran
    [real_dice] {" "}avec de vrais dés
    [score_pad] {" "}sur feuille de marque
   *[any] {""}
}{ $card ->
    [classic] {" "}sur la feuille classique
    [yatzy] {" "}sur la feuille Yatzy
    [triple] {" "}sur la feuille triple
    [three_column] {" "}sur la feuille à trois colonnes
   *[any] {""}
} pour l'instant.
store-stats-none-screen = Aucune partie terminée pour l'instant : les statistiques comptent chaque partie normale terminée (pas l'entraînement).
store-stats-no-person-text = Personne n'a encore terminé de partie ; --all affiche les chiffres { $cpus ->
    [one] de l'ordinateur
   *[other] des { $cpus } ordinateurs
}.
store-stats-no-person-screen = Personne n'a encore terminé de partie : ces statistiques ne montrent que les personnes, par défaut (a affiche les chiffres { $cpus ->
    [one] de l'ordinateur
   *[other] des { $cpus } ordinateurs
}).
store-stats-card-title = { $card ->
    [classic] Feuille classique
    [yatzy] Feuille Yatzy
    [triple] Feuille triple
   *[three_column] Feuille à trois colonnes
} ({ $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
})
store-stats-only-mode = Seulement { $mode ->
    [on_screen] dés à l'écran
    [real_dice] vrais dés
   *[score_pad] feuille de marque
} ({ $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
})

# Le tableau des joueurs ; chaque colonne a la largeur de son titre.
store-stats-col-player = Joueur
store-stats-col-plays-as = Joue en
store-stats-col-games = Parties
store-stats-col-wins = Victoires
store-stats-col-mean = Moyenne
store-stats-col-best = Record
store-stats-col-bonus = Prime
store-stats-col-yahtzees = { $card ->
    [yatzy] Yatzy
   *[other] Yams
}
store-stats-col-best-game = Record le
store-stats-person = personne
store-stats-cpu = ordinateur ({ $level })
store-stats-cpu-column = { $name } ({ $level })

# La moyenne par case.
store-stats-means-title = Moyenne par case
store-stats-means-title-part = Moyenne par case { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
    [yatzy] Parties avec Yatzy
   *[other] Parties avec Yams
}

# Précision et hasard.
store-stats-play-heading = Précision et hasard
store-stats-accuracy = { $mean } ({ $grade ->
    [perfect] parfait
    [expert] expert
    [strong] fort
    [fair] correct
   *[learning] en apprentissage
})
store-stats-no-choices = aucun choix
store-stats-play-row = { $name } : { $accuracy } sur { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
} ; hasard { $luck }
store-stats-play-row-recent = { $name } : { $accuracy } sur { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
} ; { $recent } dernières : { $recent_accuracy } ; hasard { $luck }
store-stats-play-note-screen = Précision : points perdus par choix (expert < 0,2) ; hasard : points par partie.
store-stats-play-note-text = La précision est le nombre de points que vous perdez en moyenne par choix (expert sous 0,2) ; le hasard est le nombre moyen de points par partie que les dés vous ont donnés au-dessus ou au-dessous de la moyenne.

# Contre les ordinateurs, remplaçants, meilleurs scores.
store-stats-versus-heading = Contre les ordinateurs (devant, derrière ou à égalité avec chacun) :
store-stats-versus-row = {"  "}{ $name } contre l'ordinateur ({ $level }) : { $won } gagnées, { $lost } perdues, { $tied } à égalité
store-stats-stand-in-heading = Joué par un ordinateur remplaçant (les parties comptent toujours pour la personne) :
store-stats-stand-in-row = {"  "}{ $name } : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} en son absence
store-stats-high-scores = Meilleurs scores · { $rules }

# Ce qui ne va pas dans un fichier (la raison, dans les phrases plus bas)

store-not-a-file = ce n'est pas un fichier ordinaire ({ $kind })
store-file-kind = { $kind ->
    [folder] un dossier
    [pipe] un tube nommé
    [device] un périphérique
    [socket] une socket
   *[special] un fichier spécial
}
store-file-too-large = le fichier fait { $size } octets, plus que les { $limit } octets qu'un tel fichier peut atteindre
store-dangling-link = le fichier est un lien vers { $target }, qui n'existe pas
store-missing-file = un fichier manquant
store-named-is = c'est { $kind }
store-named-link-to = le fichier est un lien vers { $target }, qui est { $kind }
store-json-syntax = ce n'est pas du JSON valide ({ $why })
store-json-shape = le contenu n'a pas la forme { $what ->
    [save] d'une sauvegarde
    [history] d'un historique
    [setup] d'une configuration de partie
    [presets] d'un fichier de préréglages
    [daily] d'un relevé des défis du jour
    [finished] d'une partie terminée
    [learn] d'une progression d'apprentissage
   *[other] de { $what }
} ({ $why })
store-save-newer = c'est une sauvegarde d'une version plus récente { $version } ; ce programme lit jusqu'à la { $reads }
store-left-in-place = { $why } ; le fichier a été laissé en place
store-read-failed = le fichier ne peut pas être lu ({ $error }) ; il a été laissé en place

# Ce qui a été fait d'un fichier abîmé
store-kept-as = le fichier a été conservé sous { $name }
store-kept-duplicate = le même contenu était déjà conservé sous { $name }, le fichier a donc été supprimé
store-kept-file-as = Le fichier tel qu'il était a été conservé sous { $name }
store-kept-file-duplicate = Le fichier tel qu'il était a été supprimé, le même contenu étant déjà conservé sous { $name }
store-kept-removed = {" "}(les plus anciennes copies conservées, { $more ->
    [0] { $oldest }
   *[other] { $oldest } et { $more } autres
}, ont été supprimées pour garder au plus { $copies } copies et { $mib } Mio)
store-kept-failed = le fichier n'a pas pu être mis de côté ({ $error }) et a été laissé en place

# Écriture
store-cannot-create = impossible de créer { $path } : { $error }
store-cannot-write = impossible d'écrire { $path } : { $error }
store-cannot-lock-daily = impossible de verrouiller le relevé des défis du jour : { $error }
store-cannot-lock-presets = impossible de verrouiller les préréglages : { $error }
store-cannot-lock-history = impossible de verrouiller l'historique : { $error }
store-cannot-remove-save = impossible de supprimer la sauvegarde de la partie terminée : { $error }
store-cannot-move-save = impossible de mettre la sauvegarde de côté : { $error }
store-saved-unconfirmed = { $name } est enregistré, mais le système n'a pas pu confirmer qu'il a atteint le disque ({ $error }) ; une coupure de courant maintenant pourrait ramener la version précédente.
store-file-the-match = La partie
store-file-the-table = La table
store-too-large = { $what } n'a pas été écrite : elle ferait { $size } octets, plus que les { $limit } octets que le jeu relit
store-file-not-written = { $file } n'a pas été écrit : { $why }
store-too-many-matches = { $most } parties sont en cours, le maximum que le jeu garde : terminez-en une, ou supprimez-en une de la liste Reprendre, pour en commencer une autre.
store-no-daily-record = Ce jeu ne tient pas de relevé des défis du jour ici.

# Parties en cours
store-bad-match-id = « { $id } » n'est pas un identifiant de partie : un identifiant compte de 1 à { $most } lettres, chiffres, - ou _ (yahtzee list les affiche)
# Les joueurs d'une partie dans la liste : « Ana, Ben et ordinateur ».
store-players-and = { $rest } et { $last }
store-match-busy = La partie { $id } est jouée dans une autre fenêtre. Ici, vous pouvez en reprendre une autre ou en commencer une nouvelle.
store-overtaken = Une autre fenêtre a ouvert cette partie après la suppression de son fichier de verrou { $lock } ; cette fenêtre a donc cessé de l'enregistrer plutôt que d'écraser les coups de l'autre. Fermez l'autre fenêtre, puis enregistrez de nouveau ici.
store-lock-remade = Le fichier de verrou { $lock } a été supprimé pendant que cette fenêtre jouait ; il a été recréé.
store-match-newer = La partie { $id } n'a pas été ouverte : { $why }. Elle a été laissée intacte.
store-match-from-newer = La partie { $id } vient d'une version plus récente.
store-match-damaged = La partie { $id } est abîmée : { $why }.
store-match-unreadable = La partie { $id } ne peut pas être lue : { $why }.
store-named-save-newer = La sauvegarde { $name } n'a pas été ouverte : { $why }. Elle a été laissée intacte.
store-save-unreadable = La sauvegarde ne peut pas être lue : { $why }.
store-save-newer-untouched = La sauvegarde n'a pas été ouverte : { $why }. Elle a été laissée intacte.
store-save-damaged = La sauvegarde est abîmée : { $why } ; { $kept }.
store-save-damaged-kept-aside = La sauvegarde est abîmée : { $why } ; elle a été mise de côté.
store-found-in-place-of-save = Un fichier a été trouvé à la place de la sauvegarde : { $why }.
store-while-saving = Pendant l'enregistrement : { $why } ; { $kept }.
store-why-saved-elsewhere = une autre fenêtre a enregistré cette partie depuis le dernier enregistrement de celle-ci
store-why-other-match = la sauvegarde d'une autre partie est apparue à sa place
store-why-damaged-appeared = une sauvegarde abîmée est apparue à sa place : { $why }
store-older-copy-found = Une copie plus ancienne d'une sauvegarde a été trouvée dans { $name } ; { $kept }.
store-save-not-moved = La sauvegarde { $name } n'a pas pu être déplacée dans le dossier des parties ({ $error }) ; elle reste où elle est, et sera listée dès qu'elle pourra être déplacée.

# L'historique
store-history-newer = L'historique des parties vient d'une version plus récente { $version } ; il a été laissé intact.
store-history-not-written = L'historique n'a pas été écrit : { $why }.
store-history-unreadable = L'historique des parties ne peut pas être lu : { $why }.
store-history-damaged-restarted = L'historique des parties était abîmé : { $why }. Un nouveau a été commencé : les statistiques comptent à partir de maintenant.
store-history-damaged-in-place = L'historique des parties est abîmé : { $why } ; { $kept }.
store-history-damaged-kept = L'historique des parties était abîmé : { $why } ; { $kept }. Un nouveau a été commencé : les statistiques comptent à partir de maintenant.

# Vos préréglages
store-presets-unreadable = Vos préréglages ne peuvent pas être lus : { $why }.
store-presets-damaged = Vos préréglages étaient abîmés : { $why }.
store-presets-newer = Vos préréglages n'ont pas été lus : { $why }. Le fichier a été laissé intact.
store-presets-damaged-in-place = Vos préréglages sont abîmés : { $why } ; { $kept }.
store-presets-damaged-kept = Vos préréglages étaient abîmés : { $why } ; { $kept }. Seuls les préréglages intégrés sont proposés.

# Le relevé des défis du jour
store-daily-unreadable = Votre relevé des défis du jour ne peut pas être lu : { $why }.
store-daily-damaged-afresh = Votre relevé des défis du jour était abîmé : { $why }. Les défis du jour recommencent à compter d'ici.
store-daily-damaged-in-place = Votre relevé des défis du jour est abîmé : { $why } ; { $kept }.
store-daily-disbelieved = Dans votre relevé des défis du jour : { $why }. { $stood } ; les autres jours restent.
store-daily-newer = Votre relevé des défis du jour n'a pas été lu : { $why }. Il a été laissé intact.
store-daily-damaged-kept = Votre relevé des défis du jour était abîmé : { $why } ; { $kept }. Les défis du jour recommencent à compter d'ici.

# La dernière configuration, et Apprendre
store-setup-unused = La dernière configuration de partie n'a pas été utilisée : { $why } ; la configuration habituelle est proposée.
store-setup-damaged = La dernière configuration de partie était abîmée : { $why } ; { $kept }. La configuration habituelle est proposée.
store-setup-bad-language = sa langue « { $code } » n'est pas un code de langue
store-learn-unread = Votre progression dans Apprendre n'a pas été lue : { $why } ; Apprendre recommence à zéro.
store-learn-newer = Votre progression dans Apprendre n'a pas été lue : { $why }. Elle a été laissée intacte.
store-learn-damaged = Votre progression dans Apprendre était abîmée : { $why } ; { $kept }. Apprendre recommence à zéro.

# Vos préréglages : noms et changements refusés
store-preset-name-empty = un préréglage a besoin d'un nom
store-preset-name-too-long = le nom « { $name } » dépasse { $most } caractères
store-preset-name-control = le nom « { $name } » contient un caractère de contrôle, ou commence ou finit par une espace
store-preset-name-invisible = le nom « { $name } » contient un caractère invisible, ou qui inverse le sens du texte ; tapez le nom sans lui
store-preset-name-built-in = le nom « { $name } » est celui du préréglage intégré { $preset } (ou lui ressemble) ; choisissez un autre nom
store-preset-name-reserved = le nom « { $name } » désigne des règles modifiées ; choisissez un autre nom
store-preset-exists = vous avez déjà un préréglage nommé « { $name } »
store-presets-full = vous avez { $most } préréglages, autant que le jeu en garde ; supprimez-en un d'abord
store-preset-unknown-none = aucun de vos préréglages ne s'appelle « { $name } » ; vous n'en avez encore aucun
store-preset-unknown = aucun de vos préréglages ne s'appelle « { $name } » ; les vôtres sont { $yours }
store-names-more = et { $more } autres
store-preset-same-as = identique à { $preset }
store-preset-with = { $preset } avec { $changes }
store-file-newer = le fichier vient d'une version plus récente { $version } ; ce programme lit jusqu'à la { $reads }
store-format-newer = le fichier a été écrit par une version plus récente du jeu (format { $format })

# Le défi du jour : son nom dans les listes et les titres, la ligne à partager, la liste
store-daily-label = Défi du jour { $day }
store-daily-label-replay = Défi du jour { $day } · rejoué
store-daily-share = Yams, défi du jour { $day } · { $score }
store-daily-share-luck = Yams, défi du jour { $day } · { $score } · hasard { $luck }
store-daily-share-accuracy = Yams, défi du jour { $day } · { $score } · précision { $accuracy } · hasard { $luck }
store-daily-col-day = Jour
store-daily-col-score = Score
store-daily-col-accuracy = Précision
store-daily-col-luck = Hasard
store-daily-accuracy = { $mean } { $grade ->
    [perfect] parfait
    [expert] expert
    [strong] fort
    [fair] correct
   *[learning] en apprentissage
}
store-daily-not-believed = le défi du jour du { $day } n'a pas été cru : { $why }

# Un dossier de données où l'on ne peut pas écrire
store-folder-unwritable = Le dossier de données { $path } n'est pas accessible en écriture ({ $error }). Vous pouvez jouer, mais rien n'est enregistré : une partie ne pourra pas être reprise et ne compte pas dans les statistiques.
store-folder-unwritable-short = le dossier de données { $path } n'est pas accessible en écriture
store-save-unreadable-in-place = La sauvegarde ne peut pas être lue : { $why } ; elle a été laissée en place.
store-save-damaged-in-place = La sauvegarde est abîmée : { $why } ; elle a été laissée en place.
store-match-unopened-in-place = La partie { $id } ne peut pas être ouverte : { $why } ; elle a été laissée en place.
store-match-unreadable-in-place = La partie { $id } ne peut pas être lue : { $why } ; elle a été laissée en place.
store-presets-unreadable-in-place = Vos préréglages ne peuvent pas être lus : { $why } ; le fichier a été laissé en place.

# L'historique gardé petit
store-history-unshrinkable = l'historique ne peut pas être rendu assez petit pour être gardé
store-bytes = { $size } octets
store-history-shrunk = L'historique était devenu trop grand : les statistiques de { $dropped } joueurs ayant le moins de parties dans les plus anciennes années ont été supprimées.

# Les tables du solveur et des chances de gagner gardées sur disque
store-cache-rebuilt = La { $what ->
    [solver] table du solveur
    [odds] table des chances de gagner
   *[other] donnée { $what }
} en cache était inutilisable ({ $why }) et a été recalculée.
store-cache-rebuilt-unsaved = La { $what ->
    [solver] table du solveur
    [odds] table des chances de gagner
   *[other] donnée { $what }
} en cache était inutilisable ({ $why }) ; elle a été recalculée mais n'a pas pu être mise en cache ({ $error }).
store-cache-unsaved = La { $what ->
    [solver] table du solveur
    [odds] table des chances de gagner
   *[other] donnée { $what }
} n'a pas pu être mise en cache ({ $error }) ; elle est utilisée depuis la mémoire cette fois.
store-table-missing = pas de fichier de table
store-table-unreadable = le fichier ne peut pas être lu : { $error }
store-table-not-solver = ce n'est pas une table du solveur
store-table-format = table au format { $format }, ce programme écrit le format { $writes }
store-table-other-rules = la table a été calculée pour d'autres règles
store-table-size = la table est tronquée ou n'a pas la bonne taille
store-table-checksum = la somme de contrôle de la table ne correspond pas
store-table-values = la table contient des valeurs impossibles
store-table-odds-mismatch = ce n'est pas une table des chances de gagner de ce format pour ces règles
store-table-odds-damaged = la table est tronquée, abîmée ou incohérente

# `yahtzee cache` : ce que contiennent les fichiers en cache, et leur taille
store-cache-kind-strategy = stratégie optimale
store-cache-kind-odds = table des chances de gagner
store-size = { $value } { $unit ->
    [B] o
    [kB] ko
    [MB] Mo
    [GB] Go
   *[TB] To
}

# Pourquoi le résumé d'un historique ou d'une sauvegarde n'est pas cru
store-check-seats = il a { $seats } places
store-check-total-too-high = { $name } a un total de { $total }, plus que toutes les règles ne le permettent
store-check-rank = { $name } est classé { $rank }, mais les totaux le classent { $right }
store-check-shared-rank = la place partagée de { $name } est mal comptée
store-check-yahtzees = { $name } a { $yahtzees } Yams
store-check-box-beyond = { $name } a une case qu'aucune règle ne permet
store-check-account = { $fault ->
    [luck] le hasard
    [cost] le coût du jeu
   *[accuracy] la précision
} de { $name } dépasse toute partie
store-check-box-count = { $name } a { $boxes } cases, mais la { $card ->
    [classic] feuille classique
    [yatzy] feuille Yatzy
    [triple] feuille triple
   *[three_column] feuille à trois colonnes
} en a { $card_boxes }
store-check-boxes-multi-column = { $name } a des points par case, que le jeu ne garde pour aucune feuille à plusieurs colonnes
store-check-box-impossible = la case { $label } de { $name } contient { $points }, ce qu'aucun lancer n'y marque sous ces règles
store-check-yahtzee-count = on compte { $yahtzees } Yams à { $name }, mais la case Yams contient { $points }
store-check-total-below-boxes = le total { $total } de { $name } est inférieur aux { $boxes } points des cases
store-check-upper-bonus = la prime de { $name } ne découle pas des cases du haut ({ $upper })
store-check-total-from-boxes = le total { $total } de { $name } ne découle pas des cases (elles donnent { $boxes })
store-check-bonus-without-points = { $name } a une prime sans aucun point en haut
store-check-total-impossible = le total { $total } de { $name } ne peut venir des cases ({ $boxes }) sous aucune règle
store-check-summary-other-match = son résumé décrit une autre partie
store-check-summary-rules = son résumé nomme les règles « { $named } », mais elle a été jouée sous { $played }
store-check-summary-time = son résumé dit qu'elle s'est terminée à { $said }, mais elle s'est terminée à { $time }
store-check-summary-total = son résumé indique { $said } pour { $name }, mais sa feuille donne { $total }

# Pourquoi un bilan annuel de l'historique n'est pas cru : ce que fait le bilan, après son sujet
store-tally = le bilan de { $year } ({ $rules }) { $why }
store-tally-for = pour { $name } { $why }
store-tally-no-games = ne compte aucune partie
store-tally-more-than-games = compte plus de quelque chose que de parties
store-tally-totals = a des totaux qu'aucune feuille ne permet
store-tally-yahtzee-games = compte plus de parties avec Yams que de Yams
store-tally-box-beyond = a une case qu'aucune règle ne permet
store-tally-opponents = compte plus d'adversaires que ses parties n'en avaient
store-tally-no-best-game = ne nomme aucune meilleure partie
store-tally-bad-year = est d'une année qu'aucune horloge ne donne
store-tally-no-matches = ne compte aucune partie
store-tally-twice = liste { $name } deux fois
store-tally-more-games = compte plus de parties pour { $name } qu'il n'en a
store-tally-high-scores = a des meilleurs scores impossibles
store-tally-unknown-level = compte des parties de { $name } contre « { $level } », qui n'est pas un niveau d'ordinateur
store-tally-best-game-id = nomme la meilleure partie de { $name }, mais { $why }
store-tally-boxes-multi-column = compte les points par case de { $name }, que le jeu ne garde pour aucune feuille à plusieurs colonnes
store-tally-box-not-on-card = compte des points de { $name } dans { $label }, une case que la { $card ->
    [classic] feuille classique
    [yatzy] feuille Yatzy
    [triple] feuille triple
   *[three_column] feuille à trois colonnes
} n'a pas
store-tally-box-too-many = compte plus de points dans la case { $label } de { $name } que { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} ne pourraient en marquer

# Pourquoi un jour du relevé des défis du jour n'est pas cru
store-daily-check-version = sa version est 0
store-daily-check-days = il liste plus de { $most } jours
store-daily-check-twice = le jour { $day } est listé deux fois
store-daily-check-order = le jour { $day } est listé après le { $before }
store-daily-check-one-match = une même partie est listée pour deux jours
store-daily-check-id = le défi du jour du { $day } nomme « { $id } », qui n'est pas un identifiant de partie
store-daily-check-finished-early = le défi du jour du { $day } s'est terminé avant d'avoir commencé
store-daily-why-dice = sa partie n'a pas été lancée avec les dés de ce jour
store-daily-why-rules = sa partie n'est pas aux règles classiques
store-daily-why-seats = sa partie n'est pas pour un seul joueur
store-daily-why-own-dice = sa partie n'a pas été jouée avec les dés du jeu
store-daily-why-replay = sa partie ne se rejoue pas ({ $error })
store-daily-why-not-over = sa partie n'est pas terminée
store-daily-why-score = il annonce { $claimed } points, mais sa partie en marque { $total }

# Où se trouve un défaut dans l'historique, et la progression d'Apprendre vérifiée
store-history-summary = résumé { $index } : { $why }
store-history-summary-id = résumé { $index } ({ $id }) : { $why }
store-history-tally-twice = le bilan de { $year } ({ $rules }) figure deux fois
store-history-kept = partie conservée { $index } : { $why }
store-history-kept-id = partie conservée { $index } ({ $id }) : { $why }
store-history-options-seats = ses options ne correspondent pas à ses places : { $why }
store-id-missing = elle n'a pas d'identifiant de partie
store-id-foreign = son identifiant de partie « { $id } » n'est pas un de ceux qu'écrit le jeu
store-learn-check-version = sa version est 0
store-learn-check-lessons = elle liste plus de { $most } leçons
store-learn-check-puzzles = elle liste plus de { $most } exercices
store-learn-check-lesson-name = « { $name } » n'est pas le nom d'une leçon
store-learn-check-lesson-twice = une leçon est listée deux fois
store-learn-check-puzzle-twice = un exercice est listé deux fois
store-learn-check-streak = sa série { $streak } est plus longue que sa meilleure série { $best }
store-history-listed-twice = la partie est listée deux fois
store-history-kept-twice = la partie est conservée deux fois
store-history-finished-early = elle s'est terminée avant d'avoir commencé
store-history-not-finished = elle n'est pas terminée
store-history-no-summary = elle compte dans les statistiques, mais aucun résumé n'en est listé
store-save-no-version = elle n'a pas de version de format
store-scripted-dice = ses dés étaient fixés d'avance, ce que seuls les tests font

# Why a file's contents are refused (more)
store-format-version-zero = la version de format 0 n’a jamais été écrite
store-cannot-lock = impossible de verrouiller { $path } : { $error }
store-presets-too-many = il contient { $count } préréglages, plus que les { $most } conservés
store-presets-twice = il nomme deux préréglages '{ $name }'
store-json-key-twice = la clé "{ $key }" apparaît deux fois dans un même objet
store-aside-names-taken = tous les noms pour mettre le fichier de côté sont pris
store-no-date = { $what ->
    [its-start] son heure de début
    [its-save] son heure de sauvegarde
    [its-finish] son heure de fin
    [a-start] une heure de début
    [a-finish] une heure de fin
    [best-game] l’heure de la meilleure partie
   *[high-score] l’heure d’un meilleur score
} { $unix } n’est pas une date (après l’an 9999)
store-not-in-year = { $what ->
    [its-start] son heure de début
    [its-save] son heure de sauvegarde
    [its-finish] son heure de fin
    [a-start] une heure de début
    [a-finish] une heure de fin
    [best-game] l’heure de la meilleure partie
   *[high-score] l’heure d’un meilleur score
} { $time } n’est pas dans son année
store-names-no-rules = ne nomme aucune règle
store-names-unknown-rules = nomme les règles '{ $name }', mais aucune règle de la { $card ->
    [classic] feuille classique
    [yatzy] feuille Yatzy
    [triple] feuille triple
   *[three_column] feuille à trois colonnes
} ne s’appelle ainsi

## ==== end store ====

## ==== plain: the plain mode a screen reader follows (src/plain) ====

# Commandes, telles qu'on les tape (une liste par commande ; l'anglais marche toujours aussi)
plain-command-throw = lancer, l
plain-command-hold = garder, g
plain-command-release = relâcher, relacher, rel
plain-command-score = marquer, m
plain-command-correct = corriger
plain-command-card = feuille
plain-command-standings = classement
plain-command-log = journal, historique
plain-command-hints = conseils, conseil
plain-command-odds = chances
plain-command-undo = annuler, a
plain-command-help = aide
plain-command-repeat = répéter, repeter, encore
plain-command-quit = quitter
plain-answer-retry = réessayer, reessayer
plain-answer-play-on = continuer
plain-answer-quit = quitter

# Le menu et la préparation
plain-menu-title = Menu principal.
plain-menu-new = { $n }. Nouvelle partie
plain-menu-resume = { $n }. { $count ->
    [one] Reprendre la partie enregistrée
   *[other] Reprendre une partie enregistrée ({ $count } enregistrées)
}
plain-menu-daily = { $n }. Défi du jour
plain-menu-learn = { $n }. Apprendre à jouer
plain-menu-quit = { $n }. Quitter
plain-menu-ask = Tapez un nombre de 1 à { $count }.
plain-type-a-number = « { $given } » ne fait pas partie des choix : tapez un nombre de 1 à { $count }.
plain-resume-title = Parties en cours :
plain-resume-item = { $n }. { $who }, manche { $round } sur { $rounds }, { $rules }, jouée pour la dernière fois le { $played }
plain-resume-ask = Tapez un nombre de 1 à { $count }, ou Entrée pour la première.
plain-setup-players = Qui joue ? Tapez les noms séparés par des virgules, cpu pour l'ordinateur (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect ou cpu:shark). Entrée garde : { $now }.
plain-setup-rules = Quelles règles ? Entrée garde { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Comment lance-t-on les dés ?
plain-setup-dice-screen = 1. Le jeu les lance
plain-setup-dice-real = 2. De vrais dés : vous tapez chaque lancer
plain-setup-dice-pad = 3. Feuille de marque : vous tapez les points de chaque case
plain-setup-same-dice = Les mêmes dés pour chaque place ? 1. Oui, 2. Non. Entrée garde { $now }.
plain-setup-language = Quelle langue ? { $list }. Entrée garde { $now }.
plain-cannot-start = Impossible de commencer : { $why }.
plain-nothing-to-resume = Il n'y a pas de partie { $id } à reprendre.
plain-finished-to-history = Une partie terminée a été rangée dans l'historique.
plain-finished-not-moved = Une partie terminée n'a pas pu être rangée dans l'historique : { $why }
plain-already-in-history = Une partie enregistrée était déjà terminée et figure dans l'historique ; son ancienne sauvegarde a été gardée sous { $aside }.
plain-already-in-history-not-moved = Une partie enregistrée était déjà terminée et figure dans l'historique, mais son ancienne sauvegarde n'a pas pu être mise de côté : { $why }
# Learn in plain mode: the screen's own setup-learn-… words, and these for what plain mode does its own way
plain-learn-command-next = suivant, suite
plain-learn-command-back = retour
plain-learn-command-list = liste
plain-learn-item = { $n }. { $text }
plain-learn-lesson-item-done = { $n }. { $title } (faite)
plain-learn-ask = Tapez un nombre de 1 à { $count } (Entrée ouvre { $default }), ou quitter pour le menu.
plain-learn-help = Dans Apprendre : un nombre ouvre cette leçon ou ces énigmes ; suivant continue, retour revient d'une étape, liste lit la liste, feuille lit la feuille de marque, répéter redit les dernières lignes, quitter revient au menu. Dans une leçon, tapez ce que l'étape demande (lancer, garder 1 2, marquer chance), ou suivant pour que ce soit fait ; dans une énigme, marquer et une case (marquer full).
plain-learn-step-do = Tapez { $command }, ou suivant pour que ce soit fait.
plain-learn-you-threw = Vous lancez { $dice }.
plain-learn-you-hold = Vous gardez { $dice }.
plain-learn-you-hold-none = Vous ne gardez aucun dé.
plain-learn-you-scored = Vous marquez { $points } en { $spot }.
plain-learn-asks-for = Cette leçon demande autre chose : tapez { $command }.
plain-learn-lesson-done-next = Leçon terminée. Tapez suivant pour la leçon suivante, retour pour revenir d'une étape, liste pour les leçons, ou quitter.
plain-learn-lesson-done-last = Leçon terminée : c'était la dernière. Tapez liste pour les leçons et les énigmes, ou quitter.
plain-learn-lesson-over = La leçon est terminée : tapez suivant, liste ou quitter.
plain-learn-card = Votre feuille : { $cells }. Partie haute { $upper }, prime { $bonus } ; total { $total }.
plain-learn-card-column = Colonne { $column } : { $cells }. Partie haute { $upper }, prime { $bonus } ; total { $total }.
plain-learn-card-cell = { $name } { $points }
plain-learn-card-open = { $name } libre
plain-learn-puzzle-ask = Vous avez { $dice } et plus aucun lancer : quelle case choisiriez-vous ? Tapez marquer et la case (marquer full).
plain-learn-puzzle-score = Répondez par marquer et une case (marquer full), ou tapez suivant pour une autre énigme.
plain-learn-puzzle-next = Tapez suivant pour l'énigme suivante, liste pour Apprendre, ou quitter.
plain-learn-reset-ask = { $question } { $text } 1. Oui, 2. Non.

# Le défi du jour
plain-daily-title = Le défi du jour du { $day } : aujourd'hui, tout le monde joue les mêmes dés.
plain-daily-scored = Vous avez marqué { $points } au défi du jour. Le rejouer, sans compter ? 1. Oui, 2. Non.
plain-daily-given-up = La tentative comptée d'aujourd'hui a été laissée inachevée et supprimée : aujourd'hui ne compte rien. Le rejouer, sans compter ? 1. Oui, 2. Non.
plain-daily-taken = Le défi du { $day } a été commencé dans une autre fenêtre : c'est cette partie qui compte.
plain-daily-unwritable = Le défi du jour n'a pas commencé, car votre relevé ne peut pas être écrit : { $why }
plain-daily-streak = Votre série : { $now ->
    [one] { $now } jour
   *[other] { $now } jours
} d'affilée ; votre record : { $best ->
    [one] { $best } jour
   *[other] { $best } jours
}.
plain-daily-streak-none = Vous n'avez pas encore de série : un défi du jour compté chaque jour en fait une.

# La partie racontée
plain-match-begins = Une partie de { $rules } : { $seats }. Tapez aide pour les commandes.
plain-threw = { $who ->
    [you] Vous lancez { $dice }.
   *[other] { $name } lance { $dice }.
}
plain-holds = { $who ->
    [you] Vous gardez { $dice }.
   *[other] { $name } garde { $dice }.
}
plain-holds-none = { $who ->
    [you] Vous ne gardez aucun dé.
   *[other] { $name } ne garde aucun dé.
}
plain-scored = { $who ->
    [you] Vous marquez { $points } en { $spot }.
   *[other] { $name } marque { $points } en { $spot }.
}
plain-scored-joker = { $who ->
    [you] Vous marquez { $points } en { $spot } (Joker).
   *[other] { $name } marque { $points } en { $spot } (Joker).
}
plain-extra-bonus = { $who ->
    [you] Vous recevez une prime Yahtzee de { $points }.
   *[other] { $name } reçoit une prime Yahtzee de { $points }.
}
plain-upper-bonus = { $who ->
    [you] Vous recevez la prime de { $points }.
   *[other] { $name } reçoit la prime de { $points }.
}
plain-turn-of = { $who ->
    [you] À vous de jouer.
   *[other] À { $name } de jouer.
}
plain-turn-again = { $who ->
    [you] C'est de nouveau à vous de jouer.
   *[other] C'est de nouveau à { $name } de jouer.
}
plain-match-over = La partie est terminée.
plain-corrected = { $who ->
    [you] Vous corrigez { $spot } de { $before } à { $after }.
   *[other] { $name } corrige { $spot } de { $before } à { $after }.
}
plain-corrected-bonuses = { $who ->
    [you] Vous corrigez les primes Yahtzee de { $before } à { $after }.
   *[other] { $name } corrige les primes Yahtzee de { $before } à { $after }.
}
plain-undone-throw = { $who ->
    [you] Vous annulez un lancer.
   *[other] { $name } annule un lancer.
}
plain-undone-hold = { $who ->
    [you] Vous annulez le changement sur le dé { $die }.
   *[other] { $name } annule le changement sur le dé { $die }.
}
plain-undone-score = { $who ->
    [you] Vous annulez la marque en { $spot }.
   *[other] { $name } annule la marque en { $spot }.
}
plain-undone-correction = { $who ->
    [you] Vous annulez la correction en { $spot }.
   *[other] { $name } annule la correction en { $spot }.
}
plain-undone-typed = { $who ->
    [you] Vous annulez le lancer { $dice }.
   *[other] { $name } annule le lancer { $dice }.
}
plain-undone-bonuses = { $who ->
    [you] Vous annulez la correction des primes Yahtzee.
   *[other] { $name } annule la correction des primes Yahtzee.
}
plain-undo-not-saved = Annulation non enregistrée, donc non faite : { $why }
plain-cpu-preparing = Les ordinateurs se préparent : { $percent } %.
plain-save-failed = La partie n'a pas pu être enregistrée : { $why } Tapez réessayer, continuer (sans enregistrer) ou quitter.
plain-saved-now = Enregistré.
plain-playing-unsaved = La partie continue SANS ENREGISTRER ({ $why }).
plain-winner = { $who ->
    [you] Vous gagnez avec { $points } points.
   *[other] { $name } gagne avec { $points } points.
}
plain-winners-tied = { $names } partagent la première place avec { $points } points.
plain-solo-total = { $who ->
    [you] Vous terminez avec { $points } points.
   *[other] { $name } termine avec { $points } points.
}
plain-review-seat = { $name } : { $score } points ; le jeu parfait attendait { $start } au départ, le hasard des dés a apporté { $luck }, et les choix ont coûté { $cost }. Précision : { $accuracy } point perdu par choix.
plain-review-later = La revue de cette partie (hasard et choix) a besoin de la table du solveur : yahtzee review la donne dès qu'elle est prête.
plain-review-preparing = L’analyse de la partie se prépare : { $percent } %.

# L'invite : à qui de jouer et ce qu'on peut faire
plain-prompt-first = { $who ->
    [you] Manche { $round } sur { $rounds } : tapez lancer.
   *[other] { $name }, manche { $round } sur { $rounds } : tapez lancer.
}
plain-prompt-again = { $who ->
    [you] Vous avez
   *[other] { $name }, vous avez
} { $dice } ; { $left ->
    [one] encore un lancer
   *[other] encore { $left } lancers
} : garder, lancer ou marquer.
plain-prompt-last = { $who ->
    [you] Vous avez { $dice } : marquez dans une case.
   *[other] { $name }, vous avez { $dice } : marquez dans une case.
}
plain-prompt-real-first = { $who ->
    [you] Manche { $round } sur { $rounds } : lancez vos dés et tapez lancer avec les cinq dés (lancer 3 3 5 1 6).
   *[other] { $name }, manche { $round } sur { $rounds } : lancez vos dés et tapez lancer avec les cinq dés (lancer 3 3 5 1 6).
}
plain-prompt-real-again = { $who ->
    [you] Vous avez
   *[other] { $name }, vous avez
} { $dice } ; { $left ->
    [one] encore un lancer
   *[other] encore { $left } lancers
} : tapez lancer avec les cinq dés qui sont sur la table, ou marquez.
plain-prompt-pad = { $who ->
    [you] Manche { $round } sur { $rounds } : tapez marquer, la case et ses points (marquer full 25).
   *[other] { $name }, manche { $round } sur { $rounds } : tapez marquer, la case et ses points (marquer full 25).
}

# Ce que disent les commandes
plain-help = Commandes : { $commands }.{ $then } Les commandes anglaises marchent aussi.
plain-help-join = { " ; " }
plain-help-throw = lancer
plain-help-hold = garder 1 2 (les dés par leur place, 1 à 5)
plain-help-release = relâcher 1, ou relâcher pour tous
plain-help-score = marquer full (une case par son nom, son abréviation ou ses premières lettres)
plain-help-card = feuille
plain-help-standings = classement
plain-help-log = journal
plain-help-hints = conseils
plain-help-odds = chances
plain-help-undo = annuler
plain-help-repeat = répéter
plain-help-help = aide
plain-help-quit = quitter
plain-help-real-dice = Avec de vrais dés : lancer 3 3 5 1 6.
plain-help-score-pad = Sur une feuille de marque : marquer full 25, et corriger full 0.
plain-unknown = « { $word } » n'est pas une commande. Tapez aide pour les commandes.
plain-bad-dice = « { $what } » ne désigne pas des dés : pour garder et relâcher, les dés par leur place de 1 à 5 ; pour un lancer, cinq faces de 1 à 6.
plain-score-which = Marquer dans quelle case ? Tapez marquer et le nom de la case (marquer full).
plain-no-such-box = Il n'y a pas de case « { $name } » sur cette feuille.
plain-box-ambiguous = « { $name } » peut être { $boxes } : tapez la suite du nom.
plain-bad-points = « { $points } » n'est pas un nombre de points.
plain-points-needed = Tapez les points de la case après son nom (marquer full 25).
plain-which-column = Quelle colonne ? Tapez son numéro après la case : { $columns }.
plain-hints-off = Les conseils sont désactivés pour cette partie.
plain-hints-throw-first = Lancez d'abord : les conseils portent sur les dés de la table.
plain-hints-unavailable = Les conseils sur une feuille à plusieurs colonnes ne sont qu'à l'écran.
plain-hints-preparing = Les conseils se préparent : { $percent } %. Redemandez dans un instant.
plain-hint = { $rank }. { $choice } : { $expected } points attendus à la fin.
# A hold, with the command that makes it: the dice by their place, as `hold` takes them.
plain-hint-hold = { $rank }. { $choice } (tapez { $command }) : { $expected } points attendus à la fin.
plain-coach-warns = Coach : ce choix perd { $loss } points en moyenne. Mieux : { $better } ({ $better_total }). Le vôtre : { $yours } ({ $yours_total }). Tapez la même commande une seconde fois pour le faire quand même.
plain-coach-preparing = La table du coach se prépare encore ({ $percent } %) : ce choix n'a pas été jugé.
plain-zero-asks = { $spot } rapporterait 0 ; { $better } rapporte { $points }. Retapez { $command } pour marquer 0, ou une autre commande.
plain-odds-off = Les chances de gagner sont désactivées pour cette partie.
plain-odds-preparing = La table des chances de gagner se prépare ({ $percent } % faits). Redemandez dans un instant.
plain-odds-unavailable = Il n'y a pas de chances de gagner pour ces règles.
plain-odds = Chances de gagner : { $cells }.
plain-odds-cell = { $name } { $chance }

# La feuille, le classement et le journal, ligne par ligne
plain-card-column = Colonne { $column } :
plain-card-row = { $row } : { $cells }.
plain-card-cell = { $name } { $points }
plain-card-cell-empty = { $name } vide
plain-card-upper = { $name } { $points }, prime { $bonus }
plain-card-upper-row = Partie haute : { $cells }.
plain-card-total = Total : { $cells }.
plain-standing = { $rank }. { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
plain-log-empty = Rien ne s'est encore passé.
plain-log-threw = { $who ->
    [you] lancez { $dice }
   *[other] lance { $dice }
}
plain-log-kept-threw = { $who ->
    [you] gardez { $kept } et lancez { $dice }
   *[other] garde { $kept } et lance { $dice }
}
plain-log-scored = { $who ->
    [you] marquez { $points } en { $spot }
   *[other] marque { $points } en { $spot }
}
plain-log-took-back = { $who ->
    [you] annulez { $points } en { $spot }
   *[other] annule { $points } en { $spot }
}
plain-log-took-back-throw = { $who ->
    [you] annulez le lancer { $dice }
   *[other] annule le lancer { $dice }
}
plain-log-turn = Manche { $round }, { $name } : { $what }.

# Un invité par SSH (tui::window::PlainWindow, à une table hébergée)
plain-guest-welcome = Une table hébergée, en lignes simples : chaque événement est dit une fois. Tapez aide pour les commandes, quitter pour partir.
plain-guest-setting-up = L'hôte prépare encore la partie : les places sont dites dès qu'elle commence.
plain-guest-choose = Choisissez votre place par son numéro, ou regardez :
plain-guest-offer = { $number }. { $name } : { $state }.
plain-guest-watch-offer = { $number }. { $watch }.
plain-guest-choose-help = Tapez un numéro pour prendre cette place, ou quitter pour partir. Une place prise est la vôtre jusqu'à la fin de la partie : revenez avec le même nom (ssh NOM@…) pour la reprendre.
plain-guest-not-listed = « { $what } » n'est pas dans la liste : tapez un numéro de 1 à { $last }.
plain-guest-watching = Vous regardez : chaque événement est dit quand il arrive ; feuille, classement et journal lisent la partie, quitter vous fait partir.
plain-guest-watching-served = Vous regardez : chaque événement est dit quand il arrive ; feuille, classement et journal lisent la partie, quitter vous ramène au salon.
plain-guest-over = La partie est finie : quitter quitte la table.
plain-guest-host-join = En lignes simples, pour un lecteur d'écran : { $join }

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
play-menu-saved = Sauvegardée : { $about }
play-menu-key-quit = quitter

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Règles { $rules } · mêmes dés · manche { $round } sur { $rounds }
       *[other] Règles { $rules } · manche { $round } sur { $rounds }
    }
# The rules without the round, where the line is too short for both.
play-title-rules = { $same ->
        [yes] Règles { $rules } · mêmes dés
       *[other] Règles { $rules }
    }
play-title-practice = ENTRAÎNEMENT
play-title-not-saved = NON SAUVEGARDÉE
play-title-building = chances de gagner : calcul { $percent } %
play-title-keys = { $key } touches

# The match screen: the turn's panel
play-panel-to-play = { $who ->
        [you] ▶ À vous de jouer
       *[other] ▶ À { $name } de jouer
    }
play-panel-to-play-cpu = ▶ À { $name } de jouer · ordinateur ({ $level })
play-panel-match-over = Partie terminée
play-panel-upper-bonus-earned = Prime obtenue : +{ $bonus }
play-panel-upper-over-par = Haut { $subtotal }/{ $threshold } · +{ $margin } d'avance
play-panel-upper-under-par = Haut { $subtotal }/{ $threshold } · { $margin } de retard

# The match screen: the match log
play-log-title = Journal de la partie (récent d'abord ; { $key } : plus ancien)
play-log-title-scrolled = Journal de la partie ({ $count } plus récent au-dessus ; { $key })
play-log-title-narrow = Journal · { $key } : plus ancien
play-log-title-narrow-scrolled = Journal · { $count } plus récent : { $key }
play-log-round = M{ $round }

# The match screen: the help bar along the bottom (short: a word or two each)
play-help-type-dice = taper les dés
play-help-enter-throw = valider le lancer
play-help-points = points
play-help-enter-points = valider les points
play-help-you-play = vous jouez
play-help-plays = { $name } joue
play-help-you-take-back = vous annulez
play-help-takes-back = { $name } annule
play-help-menu = menu
play-help-close = fermer
play-help-value = valeur
play-help-box = case
play-help-seat = place
play-help-check = vérifier

# The match screen: typing a throw or points (real dice, the score pad)
play-typing-no-throws-left = Plus de lancers : choisissez une case et appuyez sur { $key }.
play-typing-dice = Lancer { $throw }, tapez les cinq dés : { $entry }
play-typing-points = { $spot } : tapez les points : { $entry }
play-typing-points-allowed = { $spot } : tapez les points ({ $allowed }) : { $entry }
play-typing-allowed-bonus = avec une prime Yams : { $bonus }
play-typing-allowed-and-bonus = { $points } ; avec une prime Yams : { $bonus }
play-typing-tip-kept-box = 33/514 : 3-3 gardés · Retour arrière corrige · { $arrows } une case, puis { $score } marque
play-typing-tip-kept = 33/514 : 3-3 gardés · Retour arrière corrige · { $score } marque
play-typing-tip-first = 33516 puis Entrée · Retour arrière corrige · { $score } marque
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } case · 25+ ajoute une prime Yams · { $correct } corrige
       *[other] { $arrows } case · { $correct } corrige
    }

# The match screen: the line under the dice
play-thinking = Réflexion : calcul de la stratégie optimale pour ces règles… { $percent } %
play-press-to-throw = Appuyez sur { $key } pour lancer.

# After a throw: what the keys do, as parts of one sentence ("·" between them)
play-after-throw-type-next = tapez le lancer suivant (dés gardés avant un / : 33/514)
play-after-throw-hold = { $keys } garder
play-after-throw-hold-dice = { $keys } garder des dés
play-after-throw-throws = { $key } lance
play-after-throw-score-columns = { $arrows } et { $score } marquent
play-after-throw-other-cards = { $key } autres feuilles
play-after-throw-score = { $arrows } et { $score } marquent une case

# A Yahtzee thrown again: the bonus and the joker, one sentence each
play-joker-another-yahtzee = Encore un Yams !
play-joker-bonus-earned = Prime gagnée, quelle que soit la case remplie.
play-joker-only = Joker : cinq { $face } vont dans { $spot }.
play-joker-any-lower = Joker : cinq { $face } vont dans n'importe quelle case libre du bas (les valeurs fixes comptent).
play-joker-any-upper = Joker : les cases du bas sont pleines, cinq { $face } vont pour 0 dans une case libre du haut.
play-joker-any = Joker : cinq { $face } peuvent aller dans n'importe quelle case libre.

# The match screen: what a key pressed at the wrong moment is told
play-coach-still-building = La table du coach est encore en calcul ({ $percent } %) : ce choix n'a pas été jugé.
play-coach-on-kept-dice = Le coach, sur les dés gardés : { $message }
play-coach-think-again = Réfléchissez encore : { $key } montre toutes les possibilités.
play-type-throw-first = Tapez d'abord les cinq faces de votre lancer (par ex. 33516), puis { $key }.
play-throw-first = Lancez d'abord les dés ({ $key }).
play-already-filled = { $spot } est déjà rempli.
play-real-dice-throw = Lancez vos dés, puis tapez les cinq faces (par ex. 33516) et appuyez sur Entrée.
play-pad-no-dice = Une feuille de marque n'a pas de dés : tapez les points de { $spot } et appuyez sur Entrée.
play-real-dice-hold = Les vrais dés se gardent à la main : tapez les cinq faces après chaque lancer, les dés gardés avant un / (33/514).
play-pad-no-dice-to-hold = Une feuille de marque n'a pas de dés à garder.
play-back-to-your-card = Retour à votre feuille : choisissez la case et appuyez sur { $key } pour marquer.
play-type-points-first = Tapez d'abord les points de { $spot }.
play-type-points-first-allowed = Tapez d'abord les points de { $spot } ({ $allowed }).
play-choose-box-first = Choisissez d'abord une case ({ $arrows } montre le curseur), puis { $key } : un lancer tapé ne marque jamais tout seul.
play-hints-off = Les conseils sont désactivés pour cette partie.
play-hints-own-turn = Les conseils sont pour votre propre tour.
play-hints-by-chance = Conseils classés par chances de gagner.
play-hints-by-total = Conseils classés par total espéré.
play-undo-typed-first = { $entry } tapé : terminez avec { $finish } ou effacez avec { $clear } avant d'annuler.
play-only-owner-stand-in = Seul le propriétaire de la table peut faire remplacer un absent par l'ordinateur.
play-only-owner-let-in = Seul le propriétaire de la table peut faire asseoir quelqu'un qui attend.
play-not-scored = Rien n'a été marqué.
play-cpu-turn-skip = C'est au tour de l'ordinateur : { $key } passe à la fin de son tour.

# The match screen: buttons, the dice and the card
play-button-throw = Lancer
play-button-score = Marquer
play-button-hint = Conseil
play-button-undo = Annuler
play-button-skip = Passer
play-button-menu = Menu
play-dice-score-pad = Feuille de marque : pas de dés
play-dice-real-throw-of = Vrais dés · lancer { $throw } sur { $max }
play-dice-throw-of = Lancer { $throw } sur { $max }
play-dice-real-ready = Vrais dés · prêt à lancer
play-dice-ready = Prêt à lancer

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = GARDÉ
play-dice-kept = gardé
play-dice-held-short = ✓
play-dice-kept-short = ✓
play-card-title = Feuille de marque

# The match screen: its overlays
play-zero-title = Marquer un zéro ?
play-zero-question = Marquer 0 en { $spot } ? { $better } rapporterait { $points }.
play-zero-yes = { $key } : oui, marquer 0
play-zero-no = { $key } : non
play-coach-title = Coach
play-coach-do-it = { $key } : le faire quand même
play-coach-think = { $key } : réfléchir encore
play-pause-title = Pause
play-pause-resume = Reprendre
play-pause-cpu-speed = Vitesse de l'ordinateur
play-pause-cpu-speed-is = Vitesse de l'ordinateur : { $speed } ({ $key } change)
play-pause-cpu-speed-none = Vitesse de l'ordinateur : aucun ordinateur à table
play-pause-cpu-speed-guest = Vitesse de l'ordinateur (fixée par la table)
play-pause-rules = Règles
play-pause-keys = Touches
play-pause-main-menu = Menu principal (la partie reste sauvegardée)
play-pause-quit = Quitter (la partie reste sauvegardée)
play-pause-main-menu-unsaved = Menu principal (non sauvegardée : la partie s'arrête)
play-pause-quit-unsaved = Quitter (non sauvegardée : la partie s'arrête)
play-pause-leave-table = Quitter la table (votre place vous attend)
play-pause-leave-and-quit = Quitter la table et le jeu
play-handover-title = Joueur suivant
play-handover-turn = Au tour de { $name } — appuyez sur { $key }
play-handover-your-turn = À vous — appuyez sur { $key }
play-handover-pass = Passez le clavier.
play-handover-pass-you-undo = Passez le clavier ; { $key } annule votre dernier coup.
play-handover-pass-undo = Passez le clavier ; { $key } rend à { $name } son dernier coup.
play-save-failed-title = Sauvegarde impossible
play-save-failed-move = Le dernier coup n'a pas pu être sauvegardé : { $error }.
play-save-failed-match = Cette partie n'a pas pu être sauvegardée : { $error }.
play-save-failed-retry = Réessayer
play-save-failed-play-on = Continuer sans sauvegarder
play-save-failed-quit = Quitter sans sauvegarder
play-correct-title = Corriger un score
play-correct-seat = Place  ◀ { $name } ▶   ({ $keys })
play-correct-row = Ligne  { $row } : { $now } pour l'instant   ({ $keys })
play-correct-new = Valeur { $value }
play-correct-confirm = Changer { $row } de { $name } de { $now } à { $new } ? { $yes } : oui · { $no } : non
play-correct-type = Tapez la nouvelle valeur, { $yes } pour la vérifier, { $no } pour fermer.

# The match screen: the hints panel
play-hint-best = (meilleur)
play-hint-ties-best = (ex æquo)
play-hint-behind-points = (−{ $gap })
play-hint-behind-percent = (−{ $gap } %)
play-hint-whole-percent = { $percent } %
play-hint-title-total = Conseils (total final espéré)
play-hint-title-behind = Conseils (points de retard sur le meilleur)
play-hint-title-by-win = Conseils : chances de gagner · points (w : par points)
play-hint-title-by-points = Conseils : points · chances de gagner (w : par chances)
play-hint-short-title-by-win = Conseils · % gain · points (w)
play-hint-short-title-by-points = Conseils · points · % gain (w)
play-hint-short-title-behind = Conseils · retard sur le meilleur
play-hint-short-title-total = Conseils · total espéré
play-hint-columns-behind = Les options montrent le retard sur la meilleure : plusieurs colonnes n'ont pas de vrai total.
play-hint-from-start = Depuis le début de ce tour : { $total }
play-hint-holds-now = Vos dés gardés → { $option }
play-hint-holds-now-rating = Vos dés gardés{ $rating }
play-hint-working = Calcul de la stratégie optimale… { $percent } %

# The results: the winner, the standings, the luck and play table
play-results-finished-with = { $who ->
    [you] Vous terminez avec { $points } points.
   *[other] { $name } termine avec { $points } points.
}
play-results-wins-with = { $who ->
    [you] Vous gagnez avec { $points } points !
   *[other] { $name } gagne avec { $points } points !
}
play-results-share-first = { $names } et { $last } partagent la première place avec { $points } points !
play-results-title = Partie terminée · { $daily }Règles { $rules }{ $same ->
        [yes] { " · mêmes dés" }
       *[other] {""}
    }{ $practice ->
        [yes] { " · entraînement" }
       *[other] {""}
    }
play-results-standings = Classement
play-results-winners-card = Feuille du gagnant · { $name }
play-results-card-of = Feuille de { $name }
play-results-final-cards = Feuilles finales

# The standings' headings: the number of five-of-a-kinds is headed by the box's name
play-results-fives = { $spot }
play-results-rank = Rang
play-results-player = Joueur
play-results-total = Total
play-results-bonus = Prime
play-results-bonus-yes = oui
play-results-bonus-no = non
play-results-luck-title = Hasard et jeu :
play-results-luck-title-estimated = Hasard et jeu (estimés) :
play-results-luck-title-perfect = Hasard et jeu, et Parfait avec les mêmes dés :
play-results-luck-title-estimated-perfect = Hasard et jeu (estimés), et Parfait avec les mêmes dés :
play-results-luck = hasard
play-results-play = jeu
play-results-perfect = Parfait
play-results-perfect-line = Parfait avec les mêmes dés : { $scores }
play-results-key-leave-table = quitter la table
play-results-stay = Les résultats restent jusqu'à votre choix : { $menu } pour le menu principal, { $rematch } pour une revanche.
play-results-stay-guest = Les résultats restent jusqu'à votre choix : { $key } pour quitter la table.
play-results-guest-rematch = Seul l'hôte lance une revanche : il relance yahtzee host et partage le nouveau code.
play-results-guest-card = Un invité ne garde aucun fichier à cette table : la partie est dans l'historique de l'hôte, où sa carte peut être imprimée (yahtzee card).

# The result card's key: where the card went
play-card-note-saved-sent = Carte de résultat sauvegardée sous { $path } et envoyée au presse-papiers du terminal (s'il le permet)
play-card-note-saved-line-sent = Carte de résultat sauvegardée sous { $path } ; sa ligne à partager envoyée au presse-papiers du terminal (s'il le permet)
play-card-note-saved-no-clipboard = Carte de résultat sauvegardée sous { $path } (ce terminal ne peut pas la mettre dans le presse-papiers)
play-card-note-saved-no-clipboard-why = Carte de résultat sauvegardée sous { $path } (ce terminal ne peut pas la mettre dans le presse-papiers : { $why })
play-card-note-saved-line-no-clipboard = Carte de résultat sauvegardée sous { $path } (ce terminal ne peut pas mettre sa ligne à partager dans le presse-papiers) ; copiez la ligne à l'écran
play-card-note-saved-line-no-clipboard-why = Carte de résultat sauvegardée sous { $path } (ce terminal ne peut pas mettre sa ligne à partager dans le presse-papiers : { $why }) ; copiez la ligne à l'écran
play-card-note-sent-not-saved = Carte de résultat envoyée au presse-papiers du terminal (s'il le permet), mais pas sauvegardée : { $error }
play-card-note-not-saved-line-sent = La carte de résultat n'a pas pu être sauvegardée ({ $error }) ; sa ligne à partager a été envoyée au presse-papiers du terminal (s'il le permet)
play-card-note-not-saved = La carte de résultat n'a pas pu être sauvegardée : { $error }

# The daily
play-daily-title = Défi du jour : les mêmes dés pour tout le monde aujourd'hui
play-daily-about = Une partie classique en solo par jour, avec des dés qui tombent pareil ce jour-là dans chaque copie du jeu (UTC).
play-daily-today = Aujourd'hui, { $day } : { $about }
play-daily-unplayed = Pas encore jouée. Votre première partie du jour est celle qui compte : pas de conseils, pas d'annulation. Les parties suivantes du jour sont des rejeux.
play-daily-on-the-go = Votre partie comptée est en cours : elle compte quand vous la terminez.
play-daily-given-up = Votre partie comptée a été supprimée inachevée : aujourd'hui ne compte pour rien.
play-daily-scored = Score : { $score }. Les parties suivantes du jour sont des rejeux, non comptés.
play-daily-replay-on-the-go = Votre rejeu est en cours (manche { $round } sur { $rounds }) : Entrée le reprend. Pour recommencer, supprimez-le sous « Reprendre une partie ».
play-daily-streak-none = Série : aucune pour l'instant
play-daily-streak = Série : { $now ->
        [one] { $now } jour
       *[other] { $now } jours
    } · record { $best ->
        [one] { $best } jour
       *[other] { $best } jours
    }
play-daily-accuracy-luck = Précision : points perdus par choix face au jeu parfait (expert sous 0,2). Hasard : ce que les dés ont donné au-dessus ou en dessous de leur moyenne.
play-daily-share = À partager : { $share }
play-daily-none-scored = Aucun défi du jour compté pour l'instant.
play-daily-nothing-to-share = Aucun défi du jour n'est encore compté : rien à partager.
play-daily-scored-share = Le défi du { $day } est compté. À partager : { $share }
play-daily-replay-unscored = Un rejeu du défi du { $day } : non compté.
play-daily-given-up-replay = La tentative comptée d'aujourd'hui a été laissée inachevée et supprimée : aujourd'hui ne compte pour rien.
play-daily-you-scored = Vous avez marqué { $score } au défi du jour.
play-daily-key-play = jouer celui du jour
play-daily-key-resume = reprendre celui du jour
play-daily-key-replay = rejouer (non compté)
play-daily-key-resume-replay = reprendre le rejeu
play-daily-key-card-share = carte + ligne à partager

# The match screen: what the line under the dice tells of a move
play-cpu-threw = { $name } a lancé { $dice }
play-cpu-holds = { $name } garde un { $face }
play-cpu-holds-kept = { $name } garde un { $face } ({ $kept } gardés)
play-cpu-releases-none = { $name } relâche un { $face } (rien de gardé)
play-cpu-releases-kept = { $name } relâche un { $face } ({ $kept } toujours gardés)
play-scored = { $name } marque { $points } en { $spot }
play-scored-joker = { $name } marque { $points } en { $spot } (Joker)
play-scored-bonus = { $name } marque { $points } en { $spot } et une prime Yams de { $bonus }
play-scored-joker-bonus = { $name } marque { $points } en { $spot } (Joker) et une prime Yams de { $bonus }
play-banner-five = ★ { $cheer } ! ★  { $name } +{ $points }
play-banner-another = ★ Encore un { $cheer } ! ★  { $name } +{ $points }
play-corrected-box = { $spot } de { $name } corrigé : { $before } → { $after }
play-corrected-extra = Yams supplémentaires de { $name } corrigés : { $before } → { $after }
play-spectator = Vous regardez cette partie : un spectateur ne peut pas jouer.
play-undo-not-saved = Annulation non sauvegardée, donc pas faite : { $error }
play-table-closed = La table est fermée : l'hôte est parti.
play-saved = Sauvegardé.
play-playing-unsaved = La partie continue SANS SAUVEGARDE ({ $error }).
play-not-taken-back = Pas sauvegardé, donc pas annulé : { $error }
play-their-own-terminal = C'est au tour de { $name }, qui joue sur son propre terminal.
play-not-your-turn = Ce n'est pas votre tour : c'est au tour de { $name }.
play-match-is-over = La partie est terminée.
play-cpu-speed-now = Vitesse de l'ordinateur : { $speed }.

# The coach's warnings
play-coach-lowers-chance = Cela réduit vos chances de gagner de { $loss } points de pourcentage. Mieux : { $better } ({ $better_chance }). Le vôtre : { $yours } ({ $your_chance }).
play-coach-loses-estimate = Cela coûte environ { $loss } points en moyenne (estimation). Mieux : { $better }. Le vôtre : { $yours }.
play-coach-loses = Cela coûte { $loss } points en moyenne. Mieux : { $better } ({ $better_total }). Le vôtre : { $yours } ({ $your_total }).

# The keys overlay and the keys refused while typing
play-keys-title = Touches
play-keys-this-table = Cette table
play-keys-during-play = Pendant la partie
play-keys-anywhere = Partout
play-keys-on-the-card = Sur la feuille
play-keys-backspace = Retour arrière
play-keys-type-points = taper les points (+ ajoute une prime Yams)
play-keys-remove-digit = effacer le dernier chiffre
play-keys-type-faces = taper les cinq faces d'un lancer de vrais dés
play-keys-slash = après les dés restés posés : 33/514 (sinon lu d'après les faces)
play-keys-remove-face = effacer la dernière face (sans rien de tapé : annuler le lancer tapé)
play-keys-par = avance et retard : trois de chaque face dans les cases du haut déjà remplies
    (3 As = 3, 3 Six = 18) ; les six à ce rythme font 63, le seuil habituel de la prime.
    « +4 d'avance » : 4 points devant ce rythme, « 2 de retard » : 2 derrière.
play-keys-mouse = Souris : cliquez sur un dé pour le garder, sur une case pour marquer, sur un bouton pour l'actionner.
play-keys-mouse-pad = Souris : cliquez sur une case pour la choisir, sur un bouton pour l'actionner.
play-key-does-nothing = { $key } ne fait rien pour l'instant. { $keys }
play-typed-not-a-die = « { $typed } » n'est pas un dé : tapez les cinq faces, de 1 à 6. { $keys }
play-typed-not-points = « { $typed } » n'est pas un nombre de points. { $keys }
play-no-throws-left-box-for = Plus de lancers : choisissez une case pour { $dice } ({ $arrows }) et appuyez sur { $key }.
play-while-typing-throw = Pendant la saisie d'un lancer, ces touches marchent : { $keys }.
play-while-typing-points = Pendant la saisie de points, ces touches marchent : { $keys }.

# The review's frame and headings (its lines come from the ai area)
play-review-title = Bilan : la partie et vos choix face au jeu parfait
play-review-title-estimates = Bilan : vos choix face à la recherche de Parfait (estimations)
play-review-short-title = Bilan
play-review-working = Calcul de la stratégie optimale pour ces règles… { $percent } %
play-review-heading = { $name } — { $points } points
play-review-heading-loss = { $name } — { $points } points, { $loss } points espérés perdus
play-review-heading-loss-estimated = { $name } — { $points } points, { $loss } points espérés perdus (estimation)
play-review-chosen-best = { $chosen } (meilleur : { $best })
play-review-decision = { $dice } · reste { $left } : { $what }
play-review-stand-in = (ordinateur { $level } en remplacement)
play-review-nothing = Rien à revoir.

# History and statistics: their frames and keys (their rows come from the store area)
play-history-title = Historique : parties terminées, les plus récentes d'abord
play-history-title-hidden = Historique : parties avec des personnes, les plus récentes d'abord ({ $count ->
        [one] { $count } partie entre ordinateurs masquée
       *[other] { $count } parties entre ordinateurs masquées
    })
play-history-title-everyone = Historique : toutes les parties terminées, les plus récentes d'abord
play-history-empty = Aucune partie terminée pour l'instant.
play-history-empty-people = Aucune partie terminée avec des personnes pour l'instant.
play-history-same-dice = mêmes dés
play-history-practice = entraînement
play-history-key-cpu-too = ordinateurs seuls aussi
play-records-key-people-only = personnes seulement
play-stats-title = Statistiques
play-stats-title-people = Statistiques · personnes
play-stats-title-everyone = Statistiques · tout le monde
play-stats-key-everyone = tout le monde

# The app: refusals at a hosted table, a terminal too small
play-app-only-host-starts = Seul l'hôte lance une partie à cette table.
play-app-only-host-keys = Seul l'hôte garde les clés des invités.
play-app-rematch-at-host = Une revanche se lance chez l'hôte : relancez yahtzee host (les invités rejoignent avec le nouveau code).
play-app-no-data-folder = Il n'y a pas de dossier de données : aucune clé d'invité n'est retenue.
play-app-too-small = Agrandissez le terminal à au moins { $min } (il fait { $size }).

# The saved match under the menu, and what the store found at the start
play-saved-match = { $who } · manche { $round } sur { $rounds } · { $rules }{ $extra }
play-saved-matches = { $count } parties ; la plus récente : { $newest }
play-names-and = { $names } et { $last }
play-finished-moved = Une partie terminée a été déplacée dans l'historique.
play-finished-not-moved = Une partie terminée n'a pas pu être déplacée dans l'historique : { $error }
play-finished-kept-aside = Une partie sauvegardée était déjà terminée et figure dans l'historique ; son ancienne sauvegarde a été gardée sous { $aside }.
play-finished-not-aside = Une partie sauvegardée était déjà terminée et figure dans l'historique, mais son ancienne sauvegarde n'a pas pu être mise de côté : { $error }
play-damaged-new-match = { $message } Vous pouvez commencer une nouvelle partie.

# The CPUs' pace, and typing real dice and points
play-skip-your-turn = Rien à passer : c'est votre tour.
play-skip-person = Rien à passer : une personne est en train de jouer.
play-speed-no-cpu = Aucun ordinateur à table : pas de vitesse à changer.
play-speed-not-saved = Vitesse de l'ordinateur : { $speed } (non sauvegardée : { $error }).
play-typing-no-such-face = Un dé montre de 1 à 6, pas { $face }.
play-typing-five-dice = Un lancer, c'est cinq dés : appuyez sur Entrée, ou Retour arrière pour en changer un.
play-typing-points-first = Tapez d'abord les points, puis + pour une prime Yams.
play-typing-too-long = Une saisie ne peut pas être plus longue : appuyez sur Entrée ou Retour arrière.
play-typing-back-to-card = Retour à votre feuille : appuyez de nouveau sur { $key } pour valider.
play-correct-pad-only = Seules les saisies d'une feuille de marque se corrigent : les dés lancés se marquent seuls.
play-correct-nothing = Rien à corriger pour l'instant.
play-correct-same = C'est déjà la valeur actuelle.

# The scorecard's rows and cells (the labels' column is as wide as the widest label)
play-card-upper-total = Total haut
play-card-lower-total = Total bas
play-card-bonus = Prime ≥{ $threshold } +{ $bonus }
play-card-bonus-off = Prime (aucune)
play-card-extra-bonus = Prime { $spot }
play-card-total = TOTAL
play-card-column-total = Total colonne
play-card-column-times = Colonne × coef.
play-card-card-total = TOTAL FEUILLE
play-card-chance-to-win = Chances de gagner
# La colonne d'un ordinateur quand le nom de son niveau ne tient pas : seul ou avec son numéro
play-card-cpu = Ordi
play-card-cpu-numbered = Ordi { $number }
# In a cell of seven columns: the box a column filled in order takes next
play-card-next = suivant
# In a cell of seven columns: the upper boxes' pace against three of each face
play-card-par-ahead = +{ $margin } av.
play-card-par-behind = −{ $margin } ret.

# Typing real dice and points: what is refused
play-typing-slash-again = « / » sépare les dés restés des dés lancés : tapez-le une seule fois
play-typing-bad-face = un dé montre 1 à 6, pas { $face }
play-typing-not-a-die = « { $typed } » n'est pas un dé : tapez cinq chiffres de 1 à 6
play-typing-too-few = { $count ->
        [one] un lancer, c'est cinq dés ; 1 dé tapé pour l'instant
       *[other] un lancer, c'est cinq dés ; { $count } dés tapés pour l'instant
    }
play-typing-too-many = un lancer, c'est cinq dés, pas { $count } (Retour arrière en enlève un)
play-typing-points-empty = tapez d'abord les points
play-typing-not-a-number = « { $typed } » n'est pas un nombre de points
play-typing-bad-value = tapez la nouvelle valeur (des chiffres seulement)
# A score pad's correction: the row of extra five-of-a-kinds ($spot is the box's name)
play-typing-extra-column = { $spot } en plus { $column }
play-typing-extra-count = { $spot } en plus (nombre)
play-typing-took-back-throw = Lancer { $dice } repris : corrigez-le, puis Entrée.
play-typing-cleared = { $entry } effacé.

# Undo: what was taken back. $form is "the" for a sentence of its own, "bare" after a name's
# possessive ("Ana's score in Full house")
play-undone-roll = un lancer
play-undone-hold = le changement de garde du dé { $die }
play-undone-score = la marque en { $spot }
play-undone-throw = le lancer { $dice }
play-undone-points = les { $points } en { $spot }
play-undone-correction = la correction de { $spot }
play-undone-correction-bonus = la correction des primes { $spot }
play-took-back = Annulé : { $what }.
play-took-back-turn = { $who ->
        [you] Annulé : { $bare }. C'est de nouveau à vous.
       *[other] Annulé : { $bare } de { $name }. C'est de nouveau à { $name }.
    }
play-undo-not-yours = { $who ->
        [you] Votre dernier coup reste : le clavier est passé, et l'annulation ne reprend que vos propres coups.
       *[other] Le dernier coup de { $name } reste : le clavier est passé, et l'annulation ne reprend que vos propres coups.
    }

# Starting, resuming and deleting matches
play-not-deleted = La partie n'a pas été supprimée : { $error }
play-deleted-kept = La partie a été supprimée ; son fichier est gardé sous { $aside }.
play-no-match-to-resume = Il n'y a pas de partie { $id } à reprendre.
play-cannot-start = Impossible de commencer : { $why }.
play-daily-begun-elsewhere = Le défi du jour du { $day } a été commencé dans une autre fenêtre : c'est cette partie qui compte.
play-daily-not-started = Le défi du jour n'a pas commencé, car votre relevé des défis ne peut pas être écrit : { $error }

# The review of a card of several columns
play-review-estimated = Aucune feuille à plusieurs colonnes n'a d'optimum exact : chaque choix est jugé par rapport à la recherche de Parfait sur toutes les colonnes, ces chiffres sont donc des estimations. Les chances de gagner ne sont connues exactement que sur une colonne et sont laissées de côté.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====


# Préparation : les libellés des lignes

setup-title = Nouvelle partie
setup-title-practice = Nouvelle partie d'entraînement
setup-title-about = À propos
setup-row-seat = Place { $number }
setup-row-plays-as = jouée par
setup-row-coach = coach
setup-row-dice = dés
setup-row-score-pad = Feuille seule (sans dés)
setup-row-same-dice = Mêmes dés
setup-row-add-seat = + Ajouter une place
setup-row-rules = Règles
# A rules setting's value in setup (English: the words the config file takes)
setup-value-kinds-all = tous
setup-value-kinds-matching = assortis
setup-value-joker-forced = imposé
setup-value-joker-free = libre
setup-value-joker-off = non
setup-value-layout-classic = classique
setup-value-layout-yatzy = Yatzy
setup-value-layout-triple = triple
setup-value-layout-three-column = trois colonnes
setup-row-yatzy-points = Points du Yatzy
setup-row-cpu-speed = Vitesse de l'ordinateur
setup-row-practice = Partie d'entraînement
setup-row-undo = Annulation permise
setup-row-threshold = Le coach avertit dès
setup-row-odds = Chances de gagner
setup-row-hints = Conseils et coach
setup-row-first = Lance en premier
setup-row-language = Langue
setup-row-measure = Le coach juge selon
setup-row-start = ▶ Commencer la partie
setup-more = { $count } de plus

# Préparation : les valeurs

setup-yes = oui
setup-no = non
setup-range-yes-no = oui / non
setup-player-name = Joueur { $number }
setup-kind-joining = Personne par SSH
setup-kind-here = Personne ici
setup-kind-human = Humain
setup-kind-cpu = Ordinateur · { $level }
setup-dice-real = vrais dés, saisis
setup-dice-on-screen = lancés à l'écran
setup-threshold-points = { $threshold } points
setup-threshold-chance = { $threshold } % de chances de gagner
# The same where the setup row has no room for the words (the Measure row above says it is the chance to win).
setup-threshold-chance-short = { $threshold } %
setup-odds-shown = affichées
setup-odds-hidden = masquées
setup-hints-allowed = permis
setup-hints-off = non (compétition)
setup-first-seat-one = place 1
setup-first-drawn = tiré au sort

# Préparation : une ligne sans effet (sa mention, pourquoi, et ce qui y remédie)

setup-unused-tag-hints-off = (conseils désactivés)
setup-unused-tag-score-pad = (feuille de marque)
setup-unused-tag-no-warn-coach = (aucun coach sur { $warn })
setup-unused-tag-one-seat = (une seule place)
setup-unused-tag-not-on-card = (pas sur cette feuille)
setup-unused-tag-no-cpu = (pas d'ordinateur)
setup-unused-tag-no-person = (aucun humain)
setup-unused-tag-cpu-seated = (un ordinateur joue)
setup-unused-tag-real-dice = (vrais dés)
setup-unused-hints-off = les conseils et le coach sont désactivés
setup-unused-no-dice = une feuille seule n'a pas de dés que le coach pourrait juger
setup-unused-people-only = une feuille seule ne compte que les points de personnes
setup-unused-no-warn-coach = le coach de personne n'est sur { $warn }
setup-unused-one-seat = il n'y a qu'une place
setup-unused-no-exact-odds = une feuille à plusieurs colonnes n'a pas de chances de gagner exactes (le préréglage à trois colonnes en montre une estimation)
setup-unused-no-cpu = aucune place n'est un ordinateur
setup-unused-no-person = aucune place n'est une personne
setup-unused-cpu-seated = une feuille seule ne compte que les points de personnes, et une place est un ordinateur
setup-unused-pad-no-dice = une feuille seule n'a pas de dés à distribuer
setup-unused-real-dice = de vrais dés lancés sur la table ne peuvent pas être distribués à l'identique
setup-remedy-allow-hints = autoriser les conseils et le coach
setup-remedy-pad-off = désactiver la feuille seule
setup-remedy-warn-coach = mettre le coach d'une personne sur { $warn }
setup-remedy-add-seat = ajouter une place
setup-remedy-one-column = choisir une feuille à une colonne
setup-remedy-make-cpu = faire d'une place un ordinateur
setup-remedy-make-person = faire d'une place une personne
setup-remedy-every-person = faire de chaque place une personne
setup-remedy-dice-on-screen = faire lancer tous les dés à l'écran
setup-refused-unused = { $row } ne s'applique pas : { $reason } ; commencez par { $remedy }.
setup-not-used-now = Sans effet pour l'instant : { $reason }.
setup-not-the-default = Pas la valeur par défaut ({ $default }).

# Préparation : refus et remarques

setup-seats-at-most = Une partie compte au plus { $count } places ; retirez-en une pour installer quelqu'un d'autre.
setup-seats-at-least-one = Une partie a besoin d'au moins une place.
setup-cannot-start = Impossible de commencer : { $reason }.
setup-cannot-start-pad-with-cpu = Impossible de commencer : une feuille seule compte les points de personnes autour d'une table ; un ordinateur a besoin de dés. Faites de chaque place une personne, ou désactivez la feuille seule.
setup-enter-changes-nothing = ←/→ modifient cette ligne ; Entrée sert à saisir les noms et les nombres.
setup-name-empty = Un nom ne peut pas être vide.
setup-name-invisible = Un nom ne peut contenir ni caractère invisible ni caractère qui inverse le sens du texte ({ $left_out } a été ignoré).
setup-number-refused = { $setting } doit être un nombre entier de { $min } à { $max } ; { $typed } n'a pas été pris.
setup-number-refused-range = { $setting } doit être un nombre entier parmi { $range } ; { $typed } n'a pas été pris.
setup-threshold-refused = Le seuil du coach doit être un nombre de { $min } à { $max } par pas de { $step } ; { $typed } n'a pas été pris.
setup-only-digits = Seuls des chiffres vont ici ({ $left_out } a été ignoré).
setup-only-digits-and-point = Seuls des chiffres et une virgule vont ici ({ $left_out } a été ignoré).
setup-defaults-already = Toutes les règles et options sont déjà par défaut.
setup-defaults-restored = Les règles et options sont revenues aux valeurs par défaut ; les places sont conservées.

# Préparation : le panneau À propos

setup-about-name-remove = { $select } pour saisir un nom (les noms déjà joués sont proposés) ; { $remove } retire la place.
setup-about-name = { $select } pour saisir un nom (les noms déjà joués sont proposés).
setup-about-kind-joining = Un ami qui se connecte par SSH avec le code d'invitation et joue cette place depuis son propre terminal ; c'est à lui de choisir son nom.
setup-about-kind-here-hosted = Une personne à ce clavier. { $left }/{ $right } : une personne connectée par SSH, ou un ordinateur.
setup-about-kind-here = Une personne à ce clavier. { $left }/{ $right } pour en faire un ordinateur.
setup-about-kind-cpu = { $level } : { $style }.
setup-about-dice = Lancés à l'écran, ou vrais dés : lancez-les sur la table et saisissez les cinq faces après chaque lancer (33516, Entrée) ; le jeu déduit ceux que vous avez gardés. Les ordinateurs lancent toujours à l'écran.
setup-about-pad = Tenir les scores d'une partie jouée avec de vrais dés, sans appareil qui lance : à chaque tour, choisissez une case et saisissez ses points ; totaux, primes et classement sont calculés. Chaque place est une personne.
setup-about-same-dice = Toutes les places lancent les mêmes dés : qui garde les mêmes dés au même lancer de la même manche obtient les mêmes faces ; deux joueurs qui décident pareil marquent donc pareil, et le meilleur jeu se voit. Non : chaque place a ses propres dés.
setup-about-coach = { $off } : aucun conseil. { $warn } : demande confirmation avant un choix qui perd plus que le seuil. { $always } : le panneau de conseils reste ouvert.
setup-about-add-seat = Jusqu'à { $count } places.
setup-about-rules = { $classic } est la feuille de Hasbro (le Kniffel est identique). { $simple } (Yams) n'a ni prime pour les Yams suivants ni Joker. { $yatzy } est la feuille scandinave : 15 cases avec des paires, prime de 50, pas de Joker. Modifier un réglage ci-dessous rend les règles personnalisées. { $presets } les enregistre comme préréglage à vous.
setup-about-rules-own = { $classic } est la feuille de Hasbro (le Kniffel est identique). { $simple } (Yams) n'a ni prime pour les Yams suivants ni Joker. { $yatzy } est la feuille scandinave : 15 cases avec des paires, prime de 50, pas de Joker. Modifier un réglage ci-dessous rend les règles personnalisées. { $presets } les enregistre comme préréglage à vous ; les vôtres suivent ici ceux du jeu, et { $presets } sert aussi à les renommer et à les supprimer.
setup-about-setting = { $help } Plage : { $range }. Classique : { $classic }.
setup-about-setting-number = { $help } Plage : { $range }. Classique : { $classic }. { $select } pour saisir un nombre.
setup-about-speed = La vitesse à laquelle les ordinateurs jouent à l'écran ; { $skip } passe le tour d'un ordinateur.
setup-about-practice = Les parties d'entraînement sont enregistrées à part et ne comptent jamais dans les statistiques.
setup-about-undo = Si l'on peut reprendre un dé gardé ou une case marquée (jamais un lancer).
setup-about-threshold-points = Avec le coach sur { $warn }, un choix qui perd plus que ce nombre de points demande confirmation. { $select } pour saisir un nombre.
setup-about-threshold-chance = Avec le coach sur { $warn }, un choix qui cède plus que ce nombre de points de pourcentage de chances de gagner demande confirmation. { $select } pour saisir un nombre.
setup-about-measure = { $warn } juge un choix aux points qu'il perd en moyenne, ou (à partir de deux places) aux chances de gagner qu'il cède.
setup-about-hints = Désactivés pour une partie de compétition : ni panneau de conseils ni coach pour personne.
setup-about-first = Qui lance en premier ; on joue ensuite à tour de rôle dans l'ordre des places. Tiré au sort : choisi au hasard au début de la partie.
setup-about-odds = Montre pour chaque place ses chances de finir première si tout le monde jouait parfaitement à partir d'ici. Certaines tables préfèrent ne pas savoir.
setup-about-language = La langue du jeu : { $names }. Elle change aussitôt et est retenue pour la prochaine fois ; --lang sur la ligne de commande en parle une autre le temps d'une session.
setup-language-not-kept = La langue a changé, mais n'a pas été retenue pour la prochaine fois : { $reason }
setup-about-start = Commencer avec ces places et ces règles (ou appuyez sur { $start } n'importe où).
setup-summary = { $count ->
    [one] { $count } place
   *[other] { $count } places
}, règles { $rules }. { $start } commence depuis n'importe quelle ligne.
setup-summary-practice = { $count ->
    [one] { $count } place
   *[other] { $count } places
}, règles { $rules }, entraînement. { $start } commence depuis n'importe quelle ligne.
setup-summary-changed = { $count ->
    [one] { $count } réglage n'est pas
   *[other] { $count } réglages ne sont pas
} par défaut (•) : { $defaults } rétablit les règles et options, en gardant les places.

# Préparation : la saisie d'un nom

setup-name-help = Saisissez un nom (jusqu'à { $count } caractères) ; { $select } le garde, { $back } annule.
setup-name-help-replaces = Ce que vous tapez remplace { $name } ; { $right } le garde pour le compléter.
setup-name-help-takes = { $select } prend { $name }.
setup-name-help-tab-takes = Tab prend { $name }.
setup-name-help-choose = { $down }/{ $up } choisissent parmi les noms déjà joués.
setup-played-before = Déjà joué :
setup-known-record = { $name } — { $games } jouées, { $wins } gagnées, record { $best }

# Préparation : la barre des touches

setup-key-done = terminé
setup-key-cancel = annuler
setup-key-choose = choisir
setup-key-take = prendre { $name }
setup-key-type-name = saisir le nom
setup-key-add-seat = ajouter une place
setup-key-start = commencer
setup-key-type-number = saisir un nombre


# Préparation : vos préréglages

setup-preset-title = Vos préréglages
setup-preset-save-row = + Enregistrer ces règles sous…
setup-preset-name = Nom : { $typed }
setup-preset-new-name = Nouveau nom : { $typed }
setup-preset-offered = Les règles enregistrées sont proposées sur la ligne Règles après celles du jeu.
setup-preset-about = Vos propres préréglages : ces règles et cette feuille enregistrées sous un nom de votre choix, proposées sur la ligne Règles après celles du jeu et par yahtzee --rules NOM. Un nom ne peut pas être celui d'un préréglage du jeu. Ils sont gardés dans le dossier de données (presets.json) ; une partie ou une préparation qui en utilisait un garde ses règles quand il est renommé ou supprimé.
setup-preset-kept = Conservé.
setup-preset-choose-first = Choisissez d'abord un de vos préréglages ci-dessous.
setup-preset-name-invisible = Un nom ne peut contenir ni caractère invisible ni caractère qui inverse le sens du texte.
setup-preset-saved = Enregistré sous « { $name } ».
setup-preset-renamed = « { $old } » renommé en « { $new } ».
setup-preset-deleted = « { $old } » supprimé.
setup-preset-delete-title = Supprimer ce préréglage ?
setup-preset-delete-question = « { $name } » : { $rules }. Supprimé, il n'est plus proposé sur la ligne Règles ; une partie ou une préparation enregistrée qui l'utilisait garde ses règles.
setup-preset-key-move = se déplacer
setup-preset-key-save-as = enregistrer sous…
setup-preset-key-save-name = enregistrer le nom
setup-preset-key-use = utiliser
setup-preset-key-rename = renommer
setup-preset-key-delete = supprimer
setup-preset-key-keep = garder
setup-preset-key-close = fermer


# Apprendre : les leçons. Chacune reçoit les mêmes arguments : les touches ($roll, $score,
# $up, $down, $left, $right), le nom de chaque case sur la feuille de la leçon par son id
# ($ones, $fours, $full_house, …) et les colonnes de la feuille à trois colonnes.

setup-learn-throw-title = Lancer les dés
setup-learn-throw-1-ask = Un tour commence par un lancer des cinq dés. Appuyez sur { $roll } pour lancer.
setup-learn-throw-1-done = Cinq dés. Un tour compte jusqu'à trois lancers : le compte est au-dessus des dés.
setup-learn-throw-2-ask = Pas ce que vous espériez ? Relancez ({ $roll }) : chaque dé non gardé est relancé.
setup-learn-throw-2-done = Votre deuxième lancer : il en reste un.
setup-learn-throw-3-ask = Lancez une troisième fois ({ $roll }).
setup-learn-throw-3-done = Trois lancers utilisés : les dés doivent maintenant aller dans une case.
setup-learn-throw-4-ask = Après le dernier lancer, il faut marquer. Allez sur { $chance } ({ $up }/{ $down }) et appuyez sur { $score } : { $chance } prend la somme de cinq dés quelconques.
setup-learn-throw-4-done = { $chance } a pris la somme des dés.
setup-learn-throw-end = C'était une manche sur treize : chaque manche remplit exactement une case, et la partie se termine quand la feuille est pleine.
setup-learn-hold-title = Garder des dés
setup-learn-hold-1-ask = Appuyez sur { $roll } pour lancer.
setup-learn-hold-1-done = Trois 4 et un 6.
setup-learn-hold-2-ask = On garde un dé avec sa touche numérotée. Essayez : appuyez sur 5 pour garder le dé 5, le 6.
setup-learn-hold-2-done = Le dé 5 est gardé : il reste tel quel quand vous lancez.
setup-learn-hold-3-ask = Vous changez d'avis ? Appuyez encore sur 5 pour le libérer.
setup-learn-hold-3-done = Libéré. Tant que vous n'avez pas lancé, vous pouvez changer les dés gardés autant que vous voulez.
setup-learn-hold-4-ask = Ce sont les trois 4 qui valent la peine : gardez les dés 1, 2 et 4.
setup-learn-hold-4-done = Les trois 4 sont gardés.
setup-learn-hold-5-ask = Lancez les deux autres ({ $roll }).
setup-learn-hold-5-done = Seuls les dés 3 et 5 ont été lancés, et l'un a donné un 4.
setup-learn-hold-6-ask = Quatre 4 : allez sur { $fours } ({ $up }/{ $down }) et marquez-les ({ $score }).
setup-learn-hold-6-done = { $fours } a pris 16 : une case du haut ne compte que sa propre face, 4 × 4.
setup-learn-hold-end = Gardez ce que vous voulez garder, relancez le reste : c'est tout l'art d'un tour.
setup-learn-boxes-title = Marquer une case
setup-learn-boxes-1-ask = Lancez ({ $roll }).
setup-learn-boxes-1-done = 2-3-4-5-6 : cinq qui se suivent, une grande suite.
setup-learn-boxes-2-ask = Chaque case attend une combinaison, et la feuille montre ce que chacune prendrait maintenant. { $large_straight } (cinq qui se suivent) vaut 40 : marquez-la là.
setup-learn-boxes-2-done = 40 en { $large_straight }. Une case remplie ne change plus jamais.
setup-learn-boxes-3-ask = La manche suivante : lancez ({ $roll }).
setup-learn-boxes-3-done = 3-3-3-5-5 va dans plusieurs cases : { $full_house } 25, { $threes } 9, { $three_of_a_kind } 19, { $chance } 19.
setup-learn-boxes-4-ask = Trois dés d'une face et deux d'une autre font un full, 25. Marquez-le en { $full_house }.
setup-learn-boxes-4-done = 25 en { $full_house }.
setup-learn-boxes-end = Les cases : { $ones } à { $sixes } comptent leur face ; Brelan et Carré comptent les cinq dés ; { $full_house } 25 ; { $small_straight } (quatre qui se suivent) 30 ; { $large_straight } 40 ; { $yahtzee } (cinq identiques) 50 ; { $chance } cinq dés quelconques, leur somme. Des dés qui ne vont pas dans une case y marquent 0.
setup-learn-bonus-title = La prime du haut et la moyenne
setup-learn-bonus-1-ask = { $ones } à { $sixes } rapportent 35 de plus dès qu'ils atteignent 63. Trois de chaque face font 63 : c'est la moyenne, et vous y êtes pile. Lancez ({ $roll }).
setup-learn-bonus-1-done = Trois 6 : 18, la moyenne pour { $sixes }.
setup-learn-bonus-2-ask = Marquez-les en { $sixes } : 45 + 18 font 63.
setup-learn-bonus-2-done = 63 : la prime de 35 points est à vous.
setup-learn-bonus-end = La feuille montre de combien vous êtes au-dessus ou en dessous de la moyenne. La moyenne est une allure, pas une règle : quatre 6 compensent deux 1 ; plus vous êtes en dessous, plus la prime est difficile.
setup-learn-joker-title = Prime de Yams et Joker
setup-learn-joker-1-ask = Votre case { $yahtzee } contient 50 et { $fives } est rempli. Lancez ({ $roll }).
setup-learn-joker-1-done = Encore cinq 5 : un deuxième Yams, qui vaut une prime de 100.
setup-learn-joker-2-ask = Le Joker : { $fives } est rempli, donc n'importe quelle case du bas à sa pleine valeur. Marquez { $large_straight } (les cases ✗ disent pourquoi pas).
setup-learn-joker-2-done = 40 en { $large_straight }, et la prime de 100.
setup-learn-joker-end = Un Yams alors que la case { $yahtzee } est remplie va d'abord dans sa propre case du haut ; sinon dans n'importe quelle case du bas à pleine valeur ; sinon dans une case du haut pour 0. Une case { $yahtzee } barrée à 0 ne rapporte aucune prime.
setup-learn-last-rounds-title = Les dernières manches
setup-learn-last-rounds-1-ask = Deux manches à jouer, deux cases ouvertes : { $small_straight } et { $yahtzee }. Lancez ({ $roll }).
setup-learn-last-rounds-1-done = 1-2-3-4-6 : une petite suite.
setup-learn-last-rounds-2-ask = Prenez les 30 de { $small_straight } maintenant : { $yahtzee } reste ouvert pour la dernière manche.
setup-learn-last-rounds-2-done = 30 en { $small_straight }.
setup-learn-last-rounds-3-ask = La dernière manche : seul { $yahtzee } est ouvert. Lancez ({ $roll }).
setup-learn-last-rounds-3-done = Pas encore cinq identiques.
setup-learn-last-rounds-4-ask = Gardez ce que vous voulez et relancez ({ $roll }).
setup-learn-last-rounds-4-done = Toujours pas cinq identiques.
setup-learn-last-rounds-5-ask = Votre dernier lancer ({ $roll }).
setup-learn-last-rounds-5-done = Pas de Yams.
setup-learn-last-rounds-6-ask = Un tour doit remplir une case même quand rien ne va : marquez 0 en { $yahtzee }.
setup-learn-last-rounds-6-done = La feuille est pleine et la partie est finie.
setup-learn-last-rounds-end = Un zéro, c'est une case sacrifiée. Vers la fin, gardez une case que vous pouvez vous permettre de perdre (une difficile comme { $yahtzee }, ou { $chance }) pour qu'un mauvais dernier lancer coûte peu.
setup-learn-yatzy-title = La feuille de Yatzy
setup-learn-yatzy-1-ask = Le Yatzy ajoute { $one_pair } et { $two_pairs } ; ses brelans et carrés ne comptent que les dés identiques, sa prime du haut est de 50, et il n'y a pas de Joker. Lancez ({ $roll }).
setup-learn-yatzy-1-done = 6-6-5-5-1 : deux paires.
setup-learn-yatzy-2-ask = { $two_pairs } compte les quatre dés des paires : 6+6+5+5. Marquez-le en { $two_pairs }.
setup-learn-yatzy-2-done = 22 en { $two_pairs } ; { $one_pair } n'aurait pris que la paire la plus haute, 12.
setup-learn-yatzy-end = Au Yatzy, les suites sont exactement 1-2-3-4-5 (15) et 2-3-4-5-6 (20), { $full_house } compte les cinq dés, et cinq identiques ({ $yatzy }) valent 50, sans autre prime.
setup-learn-triple-title = La feuille du Triple Yahtzee
setup-learn-triple-1-ask = Trois colonnes classiques qui valent ×1, ×2 et ×3 ; chaque tour remplit une case dans n'importe quelle colonne, 39 tours en tout. Lancez ({ $roll }).
setup-learn-triple-1-done = Un full, 25 points.
setup-learn-triple-2-ask = Marquez-le en { $full_house } de la colonne ×3, la dernière ({ $left }/{ $right } changent de colonne) : 25 y comptent 75.
setup-learn-triple-2-done = { $full_house } dans la colonne ×3 : 75.
setup-learn-triple-end = Chaque colonne a sa propre prime du haut ; la prime de Yams et le Joker ne commencent qu'une fois les trois cases { $yahtzee } remplies.
setup-learn-three-column-title = La feuille à trois colonnes
setup-learn-three-column-1-ask = { $column_down } se remplit dans l'ordre de { $ones } à { $chance }, { $column_up } de { $chance } à { $ones }, { $column_free } dans n'importe quel ordre ; pas de Joker, pas de prime en plus. Lancez ({ $roll }).
setup-learn-three-column-1-done = Trois 1.
setup-learn-three-column-2-ask = La prochaine case de { $column_down } est { $ones } : marquez-les là (la première colonne, { $column_down }).
setup-learn-three-column-2-done = 3 en { $ones } de { $column_down } : sa prochaine case est maintenant { $twos }.
setup-learn-three-column-end = Prévoyez les colonnes { $column_down } et { $column_up } à l'avance : leur prochaine case est la seule qu'elles acceptent.

# Apprendre : une leçon sur la feuille

setup-learn-lesson-title = Leçon { $number } sur { $count } : { $title }
setup-learn-lesson-short = Leçon { $number } sur { $count }
setup-learn-step = Étape { $number } sur { $count } : { $ask }
setup-learn-cursor-on-it = Le curseur y est déjà : appuyez sur { $score }.
setup-learn-lesson-done-next = Leçon terminée. { $score } : leçon suivante · { $pause } : retour à Apprendre
setup-learn-lesson-done-last = Leçon terminée. { $score } ou { $pause } : retour à Apprendre
setup-learn-key-next-lesson = leçon suivante
setup-learn-key-next-puzzle = problème suivant
setup-learn-key-back = Apprendre
setup-learn-progress-not-saved = Votre progression n'a pas été enregistrée : { $reason }
setup-learn-no-die = aucun dé
setup-learn-die = le dé { $number }
setup-learn-dice = les dés { $list } et { $last }
setup-learn-task-throw = lancer ({ $roll })
setup-learn-task-throw-again = relancer ({ $roll })
setup-learn-task-hold-and-throw = garder { $dice } et lancer ({ $roll })
setup-learn-task-hold = garder exactement { $dice }
setup-learn-task-score = marquer { $spot } ({ $score })
setup-learn-hold-before-throw = Gardez exactement { $dice } avant de lancer.
setup-learn-hold-first = Pas encore : d'abord garder exactement { $dice }.
setup-learn-no-more-throwing = On ne lance plus ici : { $task }.
setup-learn-no-need-to-hold = Inutile de garder des dés maintenant : { $task }.
setup-learn-not-yet = Pas encore : d'abord { $task }.
setup-learn-elsewhere = { $here } prendrait { $points } ici ; cette leçon demande { $asked } : allez-y ({ $up }/{ $down }), puis { $score }.
setup-learn-elsewhere-columns = { $here } prendrait { $points } ici ; cette leçon demande { $asked } : allez-y ({ $up }/{ $down }, { $left }/{ $right } pour la colonne), puis { $score }.

# Apprendre : un problème sur la feuille

setup-learn-puzzle-title = Problème { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
} { $number } sur { $count }
setup-learn-puzzle-short = Problème { $number }/{ $count }
setup-learn-streak = Bonnes réponses d'affilée : { $count }
setup-learn-puzzle-ask = Plus de lancers : quelle case prendriez-vous ? Choisissez-la ({ $up }/{ $down }) et appuyez sur { $score }.
setup-learn-puzzle-done = { $score } : problème suivant · { $pause } : retour à Apprendre
setup-learn-option-score = { $name } { $points }
setup-learn-option-best = le meilleur

# Apprendre : la liste des leçons et des problèmes

setup-learn-title = Apprendre à jouer
setup-learn-heading-lessons = Leçons : chacune se joue sur une vraie feuille
setup-learn-heading-puzzles = Problèmes d'entraînement : quelle case prendriez-vous ?
setup-learn-puzzles = Problèmes { $level ->
    [easy] faciles
    [medium] moyens
   *[hard] difficiles
}
setup-learn-puzzles-solved = Problèmes { $level ->
    [easy] faciles
    [medium] moyens
   *[hard] difficiles
} ({ $solved } sur { $count } résolus)
setup-learn-reset = Remettre la progression à zéro
setup-learn-reset-done = Votre progression dans Apprendre a été remise à zéro.
setup-learn-reset-failed = Votre progression n'a pas été remise à zéro : { $reason }
setup-learn-summary = Leçons terminées { $done } sur { $count } · problèmes résolus { $solved } · série { $streak } (record { $best })
setup-learn-no-puzzle = Aucun problème { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
} n'a été trouvé dans les parties jouées.
setup-learn-preparing = Préparation de la table du solveur pour les problèmes { $level ->
    [easy] faciles
    [medium] moyens
   *[hard] difficiles
} : { $percent } % (elle est gardée pour la prochaine fois).


# Questions posées par-dessus tout écran (confirm.rs)

setup-confirm-stay = rester
setup-confirm-back = retour
setup-confirm-keep = garder
setup-confirm-keep-it = la garder
setup-confirm-quit-title = Quitter ?
setup-confirm-quit-one = Une partie est en cours. Elle reste enregistrée : Reprendre la continue la prochaine fois.
setup-confirm-quit-many = { $count } parties sont en cours. Toutes restent enregistrées : Reprendre les liste la prochaine fois.
setup-confirm-quit-yes = quitter
setup-confirm-replay-title = Rejouer le défi du jour ?
setup-confirm-replay = { $why } Rejouer le { $day } donne les mêmes dés, n'est pas noté et ne compte pas dans les statistiques.
setup-confirm-replay-yes = rejouer
setup-confirm-leave-title = Quitter le serveur ?
setup-confirm-leave = Vous quittez le salon et le serveur. Vos parties restent : reconnectez-vous pour les retrouver.
setup-confirm-leave-guest = Vous quittez le salon et le serveur. En invité, vous ne gardez aucune partie ici : connectez-vous avec une clé SSH pour les garder la prochaine fois.
setup-confirm-leave-yes = quitter
setup-confirm-delete-title = Supprimer cette partie ?
setup-confirm-delete = { $about }. Supprimée, elle ne pourra pas être reprise ; son fichier est mis de côté dans le dossier des parties.
setup-confirm-delete-over = { $about }. Elle est terminée mais pas encore dans l'historique ; supprimée, elle n'y sera jamais. Son fichier est mis de côté.
setup-confirm-delete-yes = supprimer
setup-confirm-forget-title = Oublier la clé de cet invité ?
setup-confirm-forget-key = La clé { $key } de { $name } lui permet de revenir à la place { $seat } sans le code d'invitation. Oubliée, il lui faudra de nouveau le code.
setup-confirm-forget-old-key = La clé { $key } de { $name } a été retenue par la version 0.4 et n'ouvre plus rien : l'oublier ne fait que ranger la liste.
setup-confirm-forget-yes = oublier
setup-confirm-reset-title = Remettre à zéro votre progression dans Apprendre ?
setup-confirm-reset = Les leçons terminées, les problèmes résolus et la série sont oubliés. Les parties et les statistiques restent telles quelles.
setup-confirm-reset-yes = remettre à zéro

# Parties en cours (matches.rs)

setup-matches-title = Parties en cours : { $count }
setup-matches-none = Aucune partie en cours. Une partie quittée avant la fin attend ici d'être reprise.
setup-matches-about = Les plus récentes d'abord. Chacune est enregistrée après chaque coup.
setup-matches-full = { $count } parties, le maximum que le jeu garde : supprimez-en une pour en commencer une autre.
setup-matches-head-players = Joueurs
setup-matches-head-rules = Règles
setup-matches-head-round = Manche
setup-matches-head-played = Dernière partie
setup-matches-round = manche { $round } sur { $rounds }
setup-matches-over = terminée
setup-matches-practice = entraînement
setup-matches-elsewhere = dans une autre fenêtre
setup-matches-more = { $above } de plus ↑ · { $below } de plus ↓
setup-matches-id = ID { $id } · yahtzee resume { $id }
setup-matches-elsewhere-resume = Cette partie se joue dans une autre fenêtre : vous pourrez la reprendre ici quand cette fenêtre l'aura quittée.
setup-matches-elsewhere-delete = Cette partie se joue dans une autre fenêtre : elle n'est pas supprimée d'ici.
setup-matches-unreadable-delete = Ce fichier est laissé tel quel : ce programme ne sait pas le lire, donc il ne le supprime pas non plus.
setup-matches-key-resume = reprendre
setup-matches-key-delete = supprimer

# Une page de texte (text.rs)

setup-text-rules-title = Règles · { $rules }
setup-text-lines-shown = { $first }–{ $last } sur { $count }

# L'aide des touches, telle que les barres d'aide la disent

setup-keys-cpu-for-absent-guest = ordinateur pour un invité absent
setup-keys-cpu-speed = vitesse de l'ordinateur
setup-keys-cpus-too-people-only = ordinateurs aussi / personnes seules
setup-keys-add-seat = ajouter
setup-keys-another-seats-card = feuille d'une autre place
setup-keys-back = retour
setup-keys-bottom = tout en bas
setup-keys-box = case
setup-keys-change = changer
setup-keys-choose = choisir
setup-keys-column = colonne
setup-keys-correct-a-score = corriger un score
setup-keys-defaults = rétablir
setup-keys-edit = modifier
setup-keys-forget-key = oublier la clé
setup-keys-forget-me = m'oublier
setup-keys-hint = conseil
setup-keys-hold = garder
setup-keys-keys = touches
setup-keys-let-a-guest-take-a-seat = installer un invité
setup-keys-main-menu = menu principal
setup-keys-menu = menu
setup-keys-move = déplacer
setup-keys-newer-log = coups récents
setup-keys-next-seats-card = feuille suivante
setup-keys-no = non
setup-keys-older-log = coups anciens
setup-keys-open = ouvrir
setup-keys-other-rules = autres règles
setup-keys-page-down = page suivante
setup-keys-page-up = page précédente
setup-keys-presets = préréglages
setup-keys-quit = quitter
setup-keys-quit-now = quitter tout de suite (la partie est enregistrée)
setup-keys-ranking = classement
setup-keys-refresh = actualiser
setup-keys-rematch = revanche
setup-keys-remove-seat = retirer
setup-keys-result-card = carte de résultat
setup-keys-review = analyse
setup-keys-score = marquer
setup-keys-scroll = défiler
setup-keys-skip-cpu = passer l'ordinateur
setup-keys-skip-to-next-person = passer à la personne suivante
setup-keys-start = jouer
setup-keys-throw = lancer
setup-keys-top = tout en haut
setup-keys-undo = annuler
setup-keys-yes = oui

setup-key-space = Espace
setup-key-enter = Entrée
setup-key-esc = Échap
setup-key-tab = Tab
setup-key-backspace = Retour
setup-key-delete = Suppr
setup-key-page-up = PgPréc
setup-key-page-down = PgSuiv
setup-key-home = Début
setup-key-end = Fin
setup-key-ctrl = Ctrl

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

# Le salon (src/tui/screens/hall/lobby.rs)
serve-lobby-title = {" "}Yams · jouez contre tous{" "}
serve-lobby-new-table = Nouvelle table
serve-lobby-join-by-code = Rejoindre par code
serve-lobby-quick-match = Partie rapide
serve-lobby-stop-waiting = Ne plus attendre
serve-lobby-play-the-cpu = Jouer l'ordinateur
serve-lobby-daily = Défi du jour
serve-lobby-watch = Regarder
serve-lobby-my-matches = Mes parties
serve-lobby-leaderboard = Classement
serve-lobby-todays-daily = Classement du jour
serve-lobby-learn = Apprendre
serve-lobby-about-me = À mon sujet
serve-lobby-language = Langue : { $language }
serve-lobby-quit = Quitter
serve-lobby-choose-to-watch = Choisissez une table à regarder : Entrée pour regarder, Échap pour revenir.
serve-lobby-nothing-to-watch = Aucune table n'est encore ouverte à regarder.
serve-lobby-quick-waiting = En attente d'un adversaire pour une partie rapide… ({ $seconds } s)
serve-lobby-quick-cpu-offered = Personne n'est venu pour une partie rapide : un ordinateur fort peut jouer contre vous si vous voulez (Jouer l'ordinateur).
serve-lobby-me-guest = { $name } (invité : parties non classées)
serve-lobby-me-unrated = { $name } · pas encore classé
serve-lobby-no-tables = Aucune table n'est ouverte : ouvrez-en une avec Nouvelle table, ou lancez une partie rapide.
serve-lobby-tables-watching = Tables (Entrée pour regarder)
serve-lobby-tables = Tables (Entrée pour s'asseoir · w pour regarder · ★ les vôtres)
serve-lobby-key-watch = regarder
serve-lobby-key-menu-tables = menu/tables
serve-lobby-online = En ligne ({ $count }) :
serve-lobby-online-count = En ligne ({ $count })
serve-lobby-online-more = {" "}et { $count } de plus

# Une table, telle que le salon la montre
serve-table-new = nouvelle
serve-table-unrated = { $rules } (non classée)
serve-table-watching = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}
serve-table-waiting-for = { $count ->
    [one] attend encore 1 joueur
   *[other] attend encore { $count } joueurs
}
serve-table-round = manche { $round } sur { $rounds }
serve-table-finished = terminée
serve-seat-open = (libre)
serve-seat-cpu-for-now = { $name } (ordinateur { $level } pour l'instant)
serve-seat-away = { $name } (absent)
serve-seat-not-here-yet = { $name } (pas encore là)

# Les classements (src/tui/screens/standings)
serve-standings-you-mark = ◂ vous
serve-standings-player = Joueur
serve-leaderboard-title = {" "}Classement : cotes par règles{" "}
serve-leaderboard-none-rated = Aucune règle n'est classée sur ce serveur : son opérateur ne propose aucun des préréglages intégrés, dont seules les parties sont classées.
serve-leaderboard-empty = Pas encore de partie classée : terminez une partie contre une autre personne en règles { $rules } pour obtenir une cote.
serve-leaderboard-rank = Rang
serve-leaderboard-rating = Cote
serve-leaderboard-games = Parties
serve-leaderboard-note = Glicko-2 par famille de règles : cote ± deux écarts, ? si provisoire.
serve-leaderboard-guest = Les invités ne sont pas classés : connectez-vous avec une clé SSH pour créer un compte et obtenir une cote.
serve-leaderboard-me = Vous : n° { $rank } en règles { $rules }, { $rating }, { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}.
serve-leaderboard-me-provisional = Vous : n° { $rank } en règles { $rules }, { $rating } (provisoire), { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}.
serve-leaderboard-not-among = Vous n'êtes pas parmi ces { $count } : terminez des parties classées en règles { $rules } pour grimper.
serve-daily-board-guest = Le défi du jour est réservé aux comptes : connectez-vous avec une clé SSH pour le jouer.
serve-daily-board-me = Vous : { $place } sur { $count }, avec { $total }.
serve-daily-board-not-yet = Pas encore classé : choisissez Défi du jour dans le salon ; la première tentative du jour compte.
serve-daily-board-title = {" "}Défi du jour : { $day } (UTC){" "}
serve-daily-board-same-dice = Mêmes dés pour tous aujourd'hui : le meilleur total est le meilleur jeu.
serve-daily-board-empty = Personne n'a encore terminé le défi du jour : le premier à finir mène.
serve-daily-board-place = Place
serve-daily-board-score = Score
serve-daily-board-note = Une tentative comptée par compte et par jour UTC ; les reprises ne sont pas classées.
serve-mine-rated = classée
serve-mine-title = {" "}Mes parties{" "}
serve-mine-empty = Pas encore de partie. Lancez-en une avec Nouvelle table ou Partie rapide dans le salon : une partie inachevée vous attend ici, et une partie terminée peut être consultée et analysée.
serve-mine-intro = Reprenez une partie ouverte, ou consultez les feuilles et l'analyse d'une partie terminée.
serve-mine-on-the-go = En cours ({ $count ->
    [one] { $count } table
   *[other] { $count } tables
})
serve-mine-finished = Terminées, les plus récentes d'abord
serve-mine-unreadable = { $count ->
    [one] { $count } partie terminée n'a pas pu être lue et est omise.
   *[other] { $count } parties terminées n'ont pas pu être lues et sont omises.
}
serve-mine-key-go-back = y retourner
serve-mine-key-cards = feuilles
serve-about-title = {" "}À mon sujet : ce que ce serveur conserve{" "}
serve-about-title-short = {" "}À mon sujet{" "}
serve-about-handle = Votre pseudo : { $handle }
serve-about-made = Votre compte a été créé le { $when } (UTC), lors de votre première connexion avec votre clé.
serve-about-key = Votre clé : { $key }. Le serveur conserve cette empreinte de votre clé publique pour vous reconnaître ; il ne détient rien de secret à vous, et aucun mot de passe.
serve-about-ratings = Cotes
serve-about-no-rating = Pas encore de cote : terminez une partie contre une autre personne selon les règles d'un préréglage intégré (Classic, par exemple) pour en obtenir une.
serve-about-rating = { $rating }, { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
serve-about-rating-provisional = { $rating } (provisoire), { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
serve-about-statistics = Statistiques
serve-about-matches-and-tables = Parties et tables
serve-about-kept = { $finished ->
    [one] { $finished } partie terminée conservée
   *[other] { $finished } parties terminées conservées
} avec votre place (Mes parties les liste), et { $open ->
    [one] { $open } table ouverte
   *[other] { $open } tables ouvertes
} avec une place gardée pour vous ou créées par vous.
serve-about-made-last-day = { $count ->
    [one] { $count } table créée
   *[other] { $count } tables créées
} ce dernier jour, comptées pour la limite du serveur sur les nouvelles tables.
serve-about-forget-me = M'oublier
serve-about-forgetting = L'oubli supprime d'un coup votre compte, votre clé et vos cotes. Dans les parties terminées, votre place s'appelle alors « { $former } » ; les places gardées pour vous aux tables ouvertes ne le sont plus. C'est irréversible : vous reconnecter avec la même clé crée un nouveau compte.
serve-about-no-stats = Pas encore de partie terminée : vos parties, victoires et meilleurs totaux apparaîtront ici.
serve-about-stats = { $count ->
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
}, { $won } gagnées, { $rated } classées.
serve-about-head-rules = Règles
serve-about-head-matches = Parties
serve-about-head-won = Gagnées
serve-about-head-best = Record
serve-about-head-mean = Moyenne
serve-about-other-rules = Autres règles
serve-about-forgetting-now = Oubli en cours…
serve-about-forget-title = {" "}M'oublier ?{" "}
serve-about-forget-question = Votre compte, sa clé et ses cotes sont supprimés maintenant, et votre pseudo disparaît de toutes les parties terminées. C'est irréversible.
    Compte : { $handle }
serve-about-forget-yes = { $key } : m'oublier
serve-about-forget-no = { $key } : le garder

# Le pseudo d'une nouvelle clé, rejoindre par code, une nouvelle table
serve-key-back-to-lobby = retour au salon
serve-handle-type-first = Tapez d'abord un pseudo.
serve-handle-title = {" "}Yams · bienvenue{" "}
serve-handle-intro = Bienvenue ! Votre clé SSH est nouvelle ici : choisissez le pseudo que les autres verront. Votre clé est votre compte : revenez avec la même clé et vous serez de nouveau vous.
serve-handle-rules = 2 à 16 lettres ou chiffres (aussi _ - . et des espaces simples), pas le nom d'un niveau d'ordinateur, ni un pseudo déjà pris avec une autre casse.
serve-handle-typed = Pseudo : { $handle }
serve-handle-key = Votre clé : { $key }
serve-handle-key-take = prendre ce pseudo
serve-handle-key-leave = partir
serve-code-type-first = Tapez d'abord le code de la table.
serve-code-title = {" "}Rejoindre par code{" "}
serve-code-intro = Le code d'une table privée, tel que son créateur vous l'a donné (comme abcde-fghjk) :
serve-code-typed = Code : { $code }
serve-code-key-join = rejoindre
serve-new-seat-empty = personne (moins de places)
serve-new-seat-open = ouverte à tous
serve-new-seat-kept-for-whom = gardée pour… (Entrée, puis tapez son pseudo)
serve-new-seat-kept-for = gardée pour { $name }
serve-new-seat-cpu = ordinateur { $level }
serve-new-no-rules = Le serveur ne propose aucune règle.
serve-new-kept-for-no-one = Une place n'est gardée pour personne : Entrée dessus, puis tapez le pseudo.
serve-new-title = {" "}Nouvelle table{" "}
serve-new-intro = Choisissez les règles et qui s'assoit. La partie commence dès que chaque place ouverte est prise.
serve-new-rules = Règles
serve-new-table = Table
serve-new-seat = Place { $number }
serve-new-you = { $name } (vous)
serve-new-listed = visible dans le salon
serve-new-private = privée : rejointe par son code seulement
serve-new-open = Ouvrir la table
serve-new-key-keep = garder la place pour ce pseudo
serve-new-key-stop-typing = arrêter la saisie

# Les réponses du serveur dans le salon
serve-left-own-forming = Vous avez quitté la table { $rules } que vous aviez ouverte : elle est donc fermée.
serve-left-seat-forming = Vous avez quitté votre place à la table { $rules } qui se formait.
serve-table-private = Cette table est privée : rejoignez-la par son code.
serve-table-gone = Cette table n'existe plus.
serve-quick-left = Vous avez quitté la file des parties rapides.
serve-handle-refused = Ce pseudo ne peut pas être utilisé : { $why }
serve-handle-a-guests = Ce nom est celui d'un invité du moment : choisissez-en un autre.
serve-handle-welcome = Bienvenue ! Votre clé est votre compte : revenez avec elle et vous serez de nouveau vous.
serve-account-not-made = Le compte n'a pas pu être créé pour l'instant : réessayez bientôt.
serve-handle-taken = Quelqu'un a déjà ce pseudo (peut-être avec une autre casse ou des lettres semblables) : choisissez-en un autre.
serve-limit-open = Vous avez déjà { $count ->
    [one] { $count } table ouverte
   *[other] { $count } tables ouvertes
}, le maximum que le serveur permet à la fois : terminez-en une d'abord.
serve-limit-per-hour = Vous avez ouvert { $count ->
    [one] { $count } table
   *[other] { $count } tables
} dans la dernière heure, le maximum que le serveur permet : réessayez plus tard.
serve-limit-cannot-count = Le serveur ne peut pas ouvrir de table pour l'instant : réessayez bientôt.
serve-rules-not-offered = Le serveur ne propose pas ces règles.
serve-seats-range = Une table a de 2 à { $most } places.
serve-guest-cannot-keep = Un invité ne peut pas garder une place pour quelqu'un : laissez la place ouverte.
serve-has-a-seat-already = { $name } a déjà une place à cette table.
serve-no-one-called = Personne du nom de { $name } n'est en ligne : une place n'est gardée que pour quelqu'un qui est là.
serve-seat-held-elsewhere = Votre place y est tenue par une autre de vos connexions : vous pouvez regarder.
serve-no-seat-free = Aucune place n'est libre à cette table.
serve-code-unknown = Aucune table ouverte n'a ce code : vérifiez-le auprès de son créateur.
serve-table-not-opened = Cette table n'a pas pu être ouverte pour l'instant.
serve-table-no-longer-open = Cette table n'est plus ouverte.
serve-quick-waiting = En attente d'un adversaire pour une partie Classic à deux ; après { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, un ordinateur vous est proposé.
serve-quick-no-one-came = Personne n'est venu en { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} : choisissez Jouer l'ordinateur pour un ordinateur fort, ou attendez encore.
serve-guest-no-account = Un invité n'a pas de compte : rien n'est conservé à votre sujet.
serve-cannot-read-now = Le serveur ne peut pas lire cela pour l'instant : réessayez bientôt.
serve-mine-closed-until-back = { $rules } · { $names } · fermée jusqu'à votre retour
serve-forget-failed = Votre compte n'a pas pu être supprimé pour l'instant : rien n'a changé. Réessayez bientôt.
serve-forget-done = Tout ce que le serveur conservait à votre sujet est supprimé. Au revoir, et merci d'avoir joué !
serve-bad-handle-short = un pseudo doit avoir au moins { $least } caractères
serve-bad-handle-long = le pseudo « { $handle } » est plus large que { $most } colonnes
serve-bad-handle-char-visible = « { $char } »
serve-bad-handle-char-code = le caractère { $code }
serve-bad-handle-character = le pseudo « { $handle } » contient { $what } ; utilisez des lettres, des chiffres, _ - . et des espaces simples
serve-bad-handle-spaces = le pseudo « { $handle } » a deux espaces de suite
serve-bad-handle-mixed = le pseudo « { $handle } » mélange des lettres d'alphabets différents (latin, grec, cyrillique) ; écrivez-le dans un seul
serve-bad-handle-reserved = le pseudo « { $handle } » pourrait passer pour { $like } ; choisissez-en un autre
serve-bad-handle-like-cpu = un ordinateur
serve-bad-handle-like-guest = un invité
serve-bad-handle-like-you = le mot que les écrans utilisent pour vous
serve-bad-handle-like-operator = l'opérateur du serveur
serve-bad-handle-like-server = le serveur
serve-bad-handle-like-former = un joueur parti

# La salle : les nouvelles des tables, les adieux, le défi du jour
serve-daily-for-accounts = Le défi du jour est réservé aux comptes : connectez-vous avec une clé SSH pour le jouer et prendre votre place au classement du jour (sur votre propre ordinateur : yahtzee daily).
serve-daily-cannot-open = Le serveur ne peut pas ouvrir le défi du jour pour l'instant : réessayez bientôt.
serve-daily-played-scored = Vous avez déjà joué le défi du { $day } : votre score, { $total }, est celui du classement du jour. Une autre tentative est une reprise sur les mêmes dés et ne compte pas. Choisissez de nouveau Défi du jour pour la jouer.
serve-daily-played = Vous avez déjà joué le défi du { $day } : c'est cette tentative qui compte. Une autre est une reprise sur les mêmes dés et ne compte pas. Choisissez de nouveau Défi du jour pour la jouer.
serve-daily-not-saved = Le défi du jour n'a pas pu être enregistré, il n'a donc pas commencé : réessayez bientôt.
serve-daily-started-scored = Le défi du { $day } : les mêmes dés pour tout le monde aujourd'hui. Cette tentative compte.
serve-daily-started-replay = Le défi du { $day }, rejoué : cette tentative ne compte pas.
serve-daily-replay-done = Une reprise du défi du { $day } : elle ne compte pas, votre première tentative est celle du classement.
serve-daily-not-recorded = Le défi du { $day } n'a pas pu être inscrit au classement du jour : l'opérateur du serveur est prévenu.
serve-daily-place = Défi du { $day } : { $total }, { $place } sur { $count } pour l'instant.
serve-daily-recorded = Défi du { $day } : enregistré.
serve-guests-table-ended = La table que vous regardiez est terminée : ses joueurs, tous invités, sont partis.
serve-owner-left-forming = Le créateur de la table est parti avant le début : la table est fermée.
serve-stand-in-owner-only = Seul le créateur de la table peut faire remplacer un absent par l'ordinateur.
serve-no-one-waits = Personne n'attend d'entrer ici : on prend les places libres depuis le salon.
serve-turn-of-away = C'est au tour de { $name }, qui est absent : la partie l'attend.
serve-sits = { $name } s'assoit à la table.
serve-owner-may-stand-in = Votre table : si quelqu'un est absent, p fait jouer l'ordinateur à sa place jusqu'à son retour.
serve-terminal-not-set-up = Votre terminal n'a pas pu être préparé.
serve-accounts-unreadable = Le serveur ne peut pas lire ses comptes pour l'instant ; réessayez bientôt.
serve-too-many-for-key = Vous êtes déjà connecté { $count ->
    [one] { $count } fois
   *[other] { $count } fois
} : le serveur en permet { $most } à la fois par clé.
serve-goodbye-seat-waits = Vous avez quitté la table ; votre place vous attend. Au revoir !
serve-goodbye = Au revoir, et merci d'avoir joué !
serve-could-not-keep-up = Votre connexion n'a pas pu suivre le serveur.
serve-table-closed-reopen = fermée faute de joueurs : Entrée la rouvre
serve-stand-in-not-playing = La partie n'est pas en cours : personne n'a besoin d'être remplacé par l'ordinateur.
serve-stand-in-everyone-here = Tout le monde est là : l'ordinateur ne remplace qu'un absent.
serve-owner-stand-in = Le créateur de la table fait jouer un ordinateur { $level } pour { $name } jusqu'à son retour.
serve-owner-stand-in-unrated = Le créateur de la table fait jouer un ordinateur { $level } pour { $name } jusqu'à son retour. Dès qu'il aura joué, cette partie ne sera pas classée.
serve-owner-stand-in-taken-back = Plus aucun ordinateur ne joue pour { $name } : la partie l'attend.
serve-left-closes = { $name } est parti : la table ferme.
serve-left-seat-open = { $name } a quitté la table ; la place est de nouveau libre.
serve-left-cpu-to-the-end = { $name } a quitté la table ; un ordinateur { $level } joue sa place jusqu'au bout.
serve-left-waits = { $name } a quitté la table ; la partie l'attend (après { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}, un ordinateur { $level } joue pour lui jusqu'à son retour).
serve-left-plain = { $name } a quitté la table.
serve-away-stand-in = { $name } est absent : un ordinateur { $level } joue pour lui jusqu'à son retour.
serve-away-stand-in-unrated = { $name } est absent : un ordinateur { $level } joue pour lui jusqu'à son retour. Dès qu'il aura joué, cette partie ne sera pas classée.
serve-welcome-back = Bon retour : { $count ->
    [one] { $count } partie vous attend
   *[other] { $count } parties vous attendent
} (★ ci-dessous).
serve-stop-match-saved = { $farewell } Votre partie est enregistrée : reconnectez-vous pour continuer.
serve-stop-matches-kept = { $farewell } { $count ->
    [one] Votre partie est conservée.
   *[other] Vos parties sont conservées.
}
serve-stopping-come-back = Le serveur s'arrête. Revenez bientôt !
serve-stopped = Le serveur s'est arrêté.
serve-stopping = Le serveur s'arrête.

# La porte SSH : ce qu'affiche le ssh d'une personne
serve-door-table-full = La table est pleine : réessayez dans quelques minutes.
serve-door-server-full = Le serveur est plein : réessayez dans quelques minutes.
serve-door-too-many-from-source = Trop de connexions depuis votre adresse : fermez-en une et réessayez.
serve-door-keys-and-code = ce serveur laisse entrer avec une clé SSH (et le code d'invitation la première fois) : créez une clé avec ssh-keygen -t ed25519
serve-door-keys-only = ce serveur laisse entrer avec une clé SSH seulement : créez-en une avec ssh-keygen -t ed25519 et reconnectez-vous
serve-door-listed-only = ce serveur ne laisse entrer que les clés de sa liste : envoyez votre clé publique à son opérateur
serve-door-not-listed = votre clé { $key } n'est pas sur la liste de ce serveur : envoyez votre clé publique à son opérateur
serve-door-key-busy = votre clé a déjà { $count ->
    [one] { $count } connexion
   *[other] { $count } connexions
} ici : fermez-en une et réessayez
serve-door-shut-out = trop de codes erronés depuis votre adresse : réessayez dans { $seconds } s
serve-door-table-says = La table dit : { $why }.
serve-door-bad-name = { $why } : connectez-vous sous un autre nom (ssh NOM@...), ou en tant que table@... pour choisir une place.
serve-name-empty = le nom est vide
serve-name-control = le nom contient des caractères de contrôle
serve-name-invisible = le nom contient des caractères invisibles (caractères de formatage ou séparateurs de ligne)
serve-name-mixed = le nom mélange des lettres d'écritures qui se ressemblent (latin, grec, cyrillique)
serve-name-too-wide = le nom est trop large

# Le salon d'une table hébergée, vu par un invité
serve-hosted-held-elsewhere = La place de { $name } est tenue par une autre connexion : vous pouvez regarder la partie.
serve-hosted-title = {" "}Yams · une table hébergée{" "}
serve-hosted-setting-up = L'hôte prépare encore la partie. Les places apparaîtront ici dès qu'elle commencera.
serve-hosted-esc-leaves = Échap pour partir.
serve-hosted-choose = Choisissez votre place, ou regardez :
serve-hosted-help = ↑/↓ choisir · Entrée la prend · Échap pour partir. Une place prise est à vous jusqu'à la fin de la partie : revenez sous le même nom (ssh NOM@…) pour la reprendre.
serve-hosted-free = libre
serve-hosted-taken = prise
serve-hosted-away = attend le retour de son invité
serve-hosted-away-cpu = { $cpu } la joue jusqu'au retour de son invité
serve-hosted-watch = Regarder la partie
serve-hosted-watch-full = Regarder la partie (plus de place pour regarder)

# The host's side of a hosted table (src/tui/hosting.rs): what the host, the guests and a
# headless host's output are told
serve-host-left-cpu-now = { $name } a quitté la table ; un ordinateur { $level } joue pour { $name } jusqu'à son retour.
serve-host-left-cpu-after-minutes = { $name } a quitté la table ; si { $name } n'est pas de retour d'ici { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}, un ordinateur { $level } jouera pour { $name } jusqu'à son retour.
serve-host-left-cpu-after-seconds = { $name } a quitté la table ; si { $name } n'est pas de retour d'ici { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, un ordinateur { $level } jouera pour { $name } jusqu'à son retour.
serve-host-left-waits-for = { $name } a quitté la table ; la partie attend le retour de { $name }.
serve-host-left-p = { $name } a quitté la table ; la partie attend (p fait jouer un ordinateur à sa place en attendant).
serve-host-not-started = La partie n'a pas commencé.
serve-host-no-one-away = Tous les invités sont là : un ordinateur ne remplace qu'un invité absent.
serve-host-no-one-asking = Aucun invité ne demande de place.
serve-host-bye-left = Vous avez quitté la table. Merci d'avoir joué !
serve-host-bye-could-not-keep-up = Votre connexion n'a pas pu suivre le rythme de la table.
serve-host-bye-host-closed = L'hôte a fermé la table ; la partie est enregistrée. Merci d'avoir joué !
serve-host-bye-server-stopped = Le serveur de la table s'est arrêté ; la partie est enregistrée.
serve-host-name-taken = Le nom { $name } est déjà pris à cette table : connectez-vous sous un autre nom (ssh NOM@...).
serve-host-turned-away-name = Un invité de { $addr } a été refusé : le nom { $name } est déjà pris à cette table.
serve-host-connected = { $name } s'est connecté depuis { $addr } { $how ->
    [code] avec le code
    [remembered] avec sa clé mémorisée
    [listed] avec une clé listée dans la configuration de l'hôte
    [key] avec sa clé
   *[guest] en tant qu'invité
}
serve-host-guest-connected = Un invité s'est connecté depuis { $addr } { $how ->
    [code] avec le code
    [remembered] avec sa clé mémorisée
    [listed] avec une clé listée dans la configuration de l'hôte
    [key] avec sa clé
   *[guest] en tant qu'invité
}
serve-host-joined = { $name } a rejoint la table ({ $how ->
    [letin] admis par l'hôte
    [code] avec le code
    [remembered] avec sa clé mémorisée
    [listed] avec une clé listée dans la configuration de l'hôte
    [key] avec sa clé
   *[guest] en tant qu'invité
}).
serve-host-watching = { $name } regarde.
serve-host-guest-watching = Un invité regarde.
serve-host-not-started-yet = La partie n'a pas encore commencé : attendez l'hôte.
serve-host-no-place-to-watch = Plus de place pour regarder : l'hôte en permet { $count } à la fois.
serve-host-seat-taken = La place de { $name } est prise : choisissez-en une autre.
serve-host-key-own-seat-only = Votre clé ne vous ramène qu'à votre propre place : pour une autre, connectez-vous avec le code.
serve-host-seat-waits-asked = La place de { $name } attend { $name } : l'hôte a été consulté pour savoir si vous pouvez la prendre.
serve-host-seat-waits = La place de { $name } attend { $name } : personne d'autre ne peut la prendre.
serve-host-asks-seat = { $who } demande à prendre la place de { $name } : g l'y autorise.
serve-host-guest-asks-seat = Un invité demande à prendre la place de { $name } : g l'y autorise.
serve-host-stand-in = Un ordinateur { $level } joue pour { $name } jusqu'à son retour.
serve-host-stand-in-none = Aucun ordinateur ne joue pour { $name } : la partie attend son retour.
serve-host-turn-of-away-p = C'est au tour de { $name }, qui est absent : la partie attend (p fait jouer un ordinateur à sa place).
serve-host-table-open = La table est ouverte : { $about }
serve-host-info-join = Rejoindre :
serve-host-info-code = Invitation :
serve-host-info-key = Clé d'hôte :
serve-host-info-check-key = La première fois, les invités comparent la clé de l'hôte avec celle que ssh leur montre.
serve-host-info-p = p fait jouer un ordinateur pour un invité déconnecté, jusqu'à son retour.
serve-host-info-g = g laisse un invité qui le demande prendre une place qui attend quelqu'un d'autre.
serve-host-info-remembered = Clés mémorisées : yahtzee host --list-keys, --forget-key NOM.
serve-host-info-keys-here = Clés qui ramènent leur invité dans cette partie :
serve-host-how-to-join = { $reach } ? montre comment rejoindre.
serve-host-banner-code = code { $code }
serve-host-banner-playing = { $count } { $count ->
    [one] joue
   *[other] jouent
}
serve-host-banner-watching = { $count } { $count ->
    [one] regarde
   *[other] regardent
}
serve-host-banner-choosing = { $count } { $count ->
    [one] choisit
   *[other] choisissent
}
serve-host-door-so-far = À la porte jusqu'ici : { $counts }.
serve-reach-table-this-machine = Seule cette machine peut rejoindre (--listen 0.0.0.0:{ $port } ouvre le réseau).
serve-reach-table-network = D'autres machines peuvent rejoindre, sur le port { $port }.
serve-reach-table-address = Les machines qui atteignent { $addr } peuvent rejoindre.
serve-reach-server-this-machine = Seule cette machine peut se connecter (--listen 0.0.0.0:{ $port } ouvre le réseau).
serve-reach-server-network = D'autres machines peuvent se connecter, sur le port { $port }.
serve-reach-server-address = Les machines qui atteignent { $addr } peuvent se connecter.

# What the door turned away, counted (the host's title line, the status screen)
serve-door-count-wrong-codes = { $count ->
    [one] { $count } code erroné
   *[other] { $count } codes erronés
}
serve-door-count-shut-out = { $count ->
    [one] { $count } tentative bloquée
   *[other] { $count } tentatives bloquées
}
serve-door-count-turned-away = { $count ->
    [one] { $count } refusé
   *[other] { $count } refusés
}
serve-door-count-key-busy = { $count ->
    [one] { $count } clé à sa limite de connexions
   *[other] { $count } clés à leur limite de connexions
}
serve-door-count-forbidden = { $count ->
    [one] { $count } requête refusée (commande, sftp, redirection)
   *[other] { $count } requêtes refusées (commande, sftp, redirection)
}

# The operator's status screen (src/serve/status.rs); the log (--log) stays English
serve-status-listening = yahtzee serve écoute sur { $addr }.
serve-status-join = On se connecte avec : { $join }
serve-status-host-key = Clé de l'hôte : { $key }
serve-status-admit-anyone = Qui peut se connecter : toute personne ayant une clé SSH.
serve-status-admit-anyone-guests = Qui peut se connecter : toute personne ayant une clé SSH ; les invités sans clé aussi.
serve-status-admit-listed = Qui peut se connecter : les clés listées dans la configuration.
serve-status-admit-code = Qui peut se connecter : les membres, et quiconque donne le code d'invitation.
serve-status-admit-code-guests = Qui peut se connecter : les membres, et quiconque donne le code d'invitation ; les invités sans clé aussi.
serve-status-invite-code = Code d'invitation : { $code }
serve-status-data = Données : { $path }
serve-status-warning = Attention : { $why }.
serve-open-files-short = ce processus peut ouvrir { $limit } fichiers, moins que les { $wanted } qu'exige sa limite de connexions : relevez la limite (ulimit -n, ou LimitNOFILE= dans une unité systemd) ou baissez max_connections
serve-status-up = En marche depuis { $uptime } · { $people ->
    [one] { $people } personne
   *[other] { $people } personnes
} en ligne · { $connections ->
    [one] { $connections } connexion ouverte
   *[other] { $connections } connexions ouvertes
}
serve-status-tables = Tables : { $open } en mémoire ({ $playing } en jeu) · { $closed } fermées jusqu'au retour de leurs joueurs · { $finished } terminées depuis le démarrage
serve-status-refusals = Refusés à la porte : { $door } · refusés à l'intérieur : { $refused } · erreurs : { $errors }
serve-status-turned-away-none = aucun
serve-status-database = Base de données : { $size }
serve-status-latest = Derniers événements :
serve-status-ctrl-c = Ctrl-C arrête le serveur : tables enregistrées, tout le monde prévenu.
serve-status-uptime-minutes = { $minutes } min { $seconds } s
serve-status-uptime-hours = { $hours } h { $minutes } min
serve-status-size-kb = { $size } ko
serve-status-size-mb = { $size } Mo
serve-status-stopped = Le serveur s'est arrêté ; chaque table est enregistrée.
serve-status-door-stopped = La porte s'est fermée ; chaque table est enregistrée.

# The guests' keys the host remembers (src/tui/screens/guest_keys.rs, yahtzee host --list-keys)
serve-keys-title = {" "}Clés des invités : mémorisées avec leur place{" "}
serve-keys-about = Chaque clé ramène son invité à sa place dans cette partie sans le code d'invitation. Une fois oubliée, l'invité a de nouveau besoin du code.
serve-keys-head-name = Nom
serve-keys-head-fingerprint = Empreinte
serve-keys-head-lets-into = Ramène à
serve-keys-seat-of-match = place { $seat } de la partie { $table }
serve-keys-admits-nowhere = version 0.4 : n'ouvre nulle part
serve-keys-none = Aucune clé d'invité n'est mémorisée.
serve-keys-how = Quand un invité rejoint une table que vous accueillez (avec yahtzee host) en donnant à la fois le code d'invitation et une clé SSH, la clé est mémorisée ici avec sa place : elle le ramène à cette place de cette partie sans le code, et nulle part ailleurs.
serve-keys-file-left = Le fichier est laissé tel quel : yahtzee host le lit aussi, alors réparez-le ou déplacez-le (une nouvelle liste commence alors avec la clé du prochain invité).
serve-keys-no-longer-remembered = Cette clé n'était plus mémorisée.
serve-keys-forgot = Clé de { $name } oubliée : il lui faudra le code d'invitation pour revenir.
serve-keys-not-forgotten = La clé n'a pas pu être oubliée : { $why }.
serve-keys-listed-unreadable = une clé d'invité de la configuration est illisible ({ $why })
serve-keys-file-unreadable = les clés des invités dans { $path } sont illisibles : { $why }
serve-keys-file-later = il est en version { $version }, d'une version plus récente du programme

# yahtzee host: what the host reads on the command line (src/cli/commands/host.rs)
serve-host-cli-intro = { $reach }
    Les invités rejoignent avec : { $join }
    Code d'invitation : { $code }
    Empreinte de la clé de l'hôte : { $key }
serve-host-cli-closed = La table est fermée ; la partie est enregistrée.
serve-host-cli-forgot = Clé { $key } de { $name } oubliée
serve-host-cli-admits-nowhere = aucune partie (mémorisée par la version 0.4 : n'ouvre nulle part)
serve-host-cli-cannot-write = impossible d'écrire { $path } : { $why }
serve-host-cli-no-such-key = aucune clé mémorisée ne s'appelle { $who } : yahtzee host --list-keys les liste
serve-host-cli-needs-terminal = accueillir une table avec une place ici demande un terminal ; sans terminal, utilisez --headless
serve-host-cli-cannot-serve = impossible de servir sur { $addr } : { $why }
serve-host-cli-signals = impossible de surveiller les signaux : { $why }
serve-host-cli-nothing-to-reopen = aucune partie enregistrée à rouvrir ; commencez-en une avec yahtzee host
serve-host-cli-too-many-seats = --players et --guests font { $count } places ; une partie en a au plus { $most }
serve-host-cli-seats-cannot-play = les places ne peuvent pas jouer : { $why }
serve-host-key-not-a-key = la clé de l'hôte { $path } est illisible ({ $why }) ; déplacez-la pour en créer une nouvelle (les invités verront alors une nouvelle empreinte)
serve-host-key-unreadable = la clé de l'hôte { $path } est illisible : { $why } ; déplacez-la pour en créer une nouvelle (les invités verront alors une nouvelle empreinte)
serve-host-key-cannot-make = impossible de créer une clé d'hôte : { $why }
serve-host-key-cannot-write = impossible d'écrire la clé de l'hôte : { $why }

# The door, before and after sign-in (src/net/server.rs)
serve-door-too-slow-table = trop lent : la table attend { $seconds } s qu'un invité entre
serve-door-too-slow-server = trop lent : le serveur attend { $seconds } s qu'une connexion entre
serve-door-table-terminal-only = cette table n'offre qu'un terminal : connectez-vous avec ssh sans commande (ni sftp ni scp)
serve-door-server-terminal-only = ce serveur n'offre qu'un terminal : connectez-vous avec ssh sans commande (ni sftp ni scp)
serve-door-wrong-code-again = Code erroné : tapez-le de nouveau.
serve-door-code-prompt = Code d'invitation :{" "}

# The public server's floor, to one person (src/serve/floor.rs)
serve-watch-no-place = Plus de place pour regarder cette table : le serveur en permet { $count } à la fois.
serve-watch-not-started = Cette table n'a pas commencé : il n'y a encore rien à regarder.
serve-you-sit = Vous êtes assis à la table : elle commence quand chaque place est prise et que tous ceux pour qui une place est gardée se sont assis.
serve-you-sit-with-code = Vous êtes assis à la table : elle commence quand chaque place est prise et que tous ceux pour qui une place est gardée se sont assis. Son code : { $code }
serve-table-not-saved = La table n'a pas pu être enregistrée, elle n'a donc pas commencé : réessayez bientôt.
serve-not-rated-stood-in = Non classée : un ordinateur a joué pour { $names }.
serve-names-and = { $names } et { $last }

# The server's settings and start (src/serve/settings.rs, src/serve/mod.rs)
serve-settings-bad-code = code doit compter de 10 à 64 lettres, chiffres ou tirets (au moins 40 bits, comme celui de yahtzee host)
serve-settings-preset-bad-name = le nom d'un préréglage compte de 1 à 24 lettres, chiffres, espaces, - ou _
serve-settings-preset-built-in = '{ $name }' est le nom d'un préréglage intégré : donnez-en un autre à celui du serveur
serve-settings-preset-bad-base = base doit être un préréglage intégré ({ $choices })
serve-settings-preset-bad-set = les entrées set s'écrivent "CLÉ=VALEUR", comme avec yahtzee new --set : { $why }
serve-start-cannot-make-folder = impossible de créer le dossier { $path } : { $why }
serve-start-not-a-key = [serve] keys : { $key } n'est pas une clé publique

# The server's database (crates/hall): what the operator reads at start, what a person asking
# the server for a file is told
serve-hall-not-a-database = { $path } n'est pas une base hall (ce n'est pas un fichier SQLite) ; elle n'a pas été touchée. Déplacez-la pour en commencer une nouvelle.
serve-hall-damaged = La base hall { $path } est endommagée ({ $why }) ; elle n'a pas été touchée. Restaurez-la depuis une sauvegarde, ou déplacez-la pour en commencer une nouvelle.
serve-hall-foreign = { $path } est la base SQLite d'un autre programme, pas une base hall ; elle n'a pas été touchée.
serve-hall-newer = La base hall { $path } vient d'une version plus récente (schéma { $version } ; ce programme connaît jusqu'au { $latest }) ; elle n'a pas été touchée.
serve-hall-io = La base hall { $path } n'a pas pu être ouverte : { $why }.
serve-hall-busy = Un autre serveur utilise la base hall { $path } ; arrêtez-le d'abord, ou donnez à celui-ci un autre dossier de données.
serve-hall-no-presets = Le serveur ne garde pas de préréglages à vous ; c'est l'opérateur qui fixe ceux du serveur.
serve-hall-no-cards = Le serveur ne garde pas de cartes de résultat ; copiez plutôt la carte depuis l'écran.

# The server in plain lines, for a screen reader (src/serve/plain.rs): the lobby as a
# numbered list, its forms as short dialogues, the boards read as lines
serve-plain-welcome = Yahtzee, jouez contre tous, en lignes simples : chaque événement est dit une fois. Tapez aide pour les commandes, répéter pour réentendre les dernières lignes, quitter pour partir.
serve-plain-handle-ask = Tapez votre pseudo :
serve-plain-handle-ask-offered = Tapez votre pseudo, ou appuyez sur Entrée pour prendre { $offered } :
serve-plain-me-rated = { $name }, classement { $ratings }
serve-plain-rating = { $family } { $rating }, à { $range } près{ $provisional ->
    [yes] {", encore provisoire"}
   *[no] {""}
}
serve-rating-change = { $name } : { $before } → { $after } ({ $family })
serve-plain-rating-change = { $name } : classement { $family } de { $before } à { $after }.
serve-plain-online = En ligne ({ $count }) : { $names }.
serve-plain-menu = Tapez un numéro pour choisir :
serve-plain-numbered = { $number }. { $what }
serve-plain-tables = Tables : tapez le numéro d'une table pour vous y asseoir (ou pour la regarder si elle est pleine), ou regarder et son numéro pour la regarder.
serve-plain-table-mine = { $number }. Votre table : { $what }
serve-plain-welcome-back = Bon retour : { $count ->
    [one] { $count } partie vous attend
   *[other] { $count } parties vous attendent
} (chacune dit « votre table » dans la liste).
serve-plain-tables-more = { $count ->
    [one] 1 autre table est ouverte, non listée ici : une partie rapide ou un code trouve une place.
   *[other] { $count } autres tables sont ouvertes, non listées ici : une partie rapide ou un code trouve une place.
}
serve-plain-lobby-prompt = Salon : tapez un numéro, Entrée seule pour réentendre la liste, aide pour les commandes.
serve-plain-news-opened = { $count ->
    [one] Une table s'est ouverte : { $what }.
   *[other] { $count } tables se sont ouvertes.
}
serve-plain-news-gone = { $count ->
    [one] Une table où vous pouviez vous asseoir est maintenant pleine ou fermée.
   *[other] { $count } tables où vous pouviez vous asseoir sont maintenant pleines ou fermées.
}
serve-plain-news-kept = Une place vous est réservée : { $what }.
serve-plain-news-again = Entrée seule pour réentendre la liste.
serve-plain-help = Au salon : un numéro choisit dans la liste ; asseoir 14 prend une place à la table 14 de la liste et regarder 14 la regarde ; Entrée seule redit la liste ; répéter redit les dernières lignes ; quitter quitte le serveur. À une table : aide donne les commandes de la partie, et quitter vous ramène au salon (la place d'un membre l'attend ; celle d'un invité est jouée par l'ordinateur jusqu'au bout).
serve-plain-word-sit = asseoir, assoir
serve-plain-word-watch = regarder
serve-plain-not-listed = « { $what } » n'est pas dans la liste : tapez un numéro de 1 à { $last }, ou aide.
serve-plain-not-a-table = « { $what } » n'est pas une table de la liste : { $count ->
    [one] la table porte le numéro { $first }.
   *[other] les tables portent les numéros { $first } à { $last }.
}
serve-plain-back = De retour au salon.
serve-plain-code-ask = Tapez le code de la table, ou appuyez sur Entrée seule pour revenir :
serve-plain-watch-ask = Quelle table voulez-vous regarder ? Tapez son numéro dans la liste, ou appuyez sur Entrée seule pour revenir.
serve-plain-language-ask = Quelle langue ? Tapez son numéro, ou appuyez sur Entrée seule pour garder celle-ci.
serve-plain-learn-at-home = Apprendre ne se joue pas par la connexion : chez vous, yahtzee --plain learn joue ses leçons et ses énigmes en lignes simples.
serve-plain-leave-ask = Quitter le serveur ? Vos parties restent : reconnectez-vous pour les retrouver. Tapez oui pour partir, ou non (ou Entrée seule) pour rester.
serve-plain-leave-ask-guest = Quitter le serveur ? Tapez oui pour partir, ou non (ou Entrée seule) pour rester.
serve-plain-staying = Vous restez au salon.
serve-plain-leave-what = « { $what } » n'est pas une réponse : tapez oui pour quitter le serveur, ou non pour rester.
serve-plain-word-yes = oui, o
serve-plain-word-no = non, n
serve-plain-quick-waiting = En attente d'un adversaire pour une partie Classic à deux ; après { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, un ordinateur vous est proposé. Tapez { $number } pour ne plus attendre.
serve-plain-quick-no-one-came = Personne n'est venu en { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} : tapez { $number } pour jouer contre un ordinateur fort, ou attendez encore.
serve-plain-table-closed-reopen = fermée faute de joueurs : son numéro la rouvre
serve-goodbye-cpu-plays-on = Vous avez quitté la table : un ordinateur { $level } joue votre place jusqu'au bout (la place d'un invité ne peut pas l'attendre). Au revoir !
serve-goodbye-match-ends = Vous avez quitté la table, le dernier à y jouer : la partie s'arrête inachevée. Au revoir !
serve-plain-word-stand-in = ordinateur, ordi
serve-plain-owner-may-stand-in = Votre table : si quelqu'un est absent, tapez ordinateur et l'ordinateur joue à sa place jusqu'à son retour.
serve-plain-owner-help = Votre table : ordinateur fait jouer l'ordinateur à la place d'un absent jusqu'à son retour ; ordinateur de nouveau, et la partie l'attend.
serve-plain-choose-from = « { $what } » n'est pas un des choix : tapez un numéro de 1 à { $last }, ou appuyez sur Entrée pour le premier.
serve-plain-new-rules-ask = Les règles de la nouvelle table (Entrée prend { $default }) :
serve-plain-new-seat-ask = Qui prend la place { $number } ? (Entrée : { $default })
serve-plain-seat-kept = réservée à un membre (vous tapez ensuite son pseudo)
serve-plain-new-kept-ask = Tapez le pseudo à qui la place { $number } est réservée :
serve-plain-new-listed-ask = Visible dans le salon, ou privée ? (Entrée : visible)
serve-plain-new-dropped = Aucune table n'a été ouverte : de retour au salon.
serve-plain-left-table = Vous avez quitté la table ; votre place vous attend. De retour au salon : Entrée seule redit la liste.
serve-plain-left-table-gone = Vous avez quitté la table. De retour au salon : Entrée seule redit la liste.
serve-plain-mine-open-count = { $count ->
    [0] Vous n'avez aucune partie en cours.
    [one] Vous avez 1 partie en cours (dans la liste du salon, marquée comme la vôtre) :
   *[other] Vous avez { $count } parties en cours (dans la liste du salon, marquées comme les vôtres) :
}
serve-plain-mine-open = Table n° { $no }, { $rules } : { $names } ; { $state }.
serve-plain-mine-closed = Table n° { $no }, { $rules } : { $names } ; fermée jusqu'à votre retour.
serve-plain-mine-finished = { $count ->
    [0] Vous n'avez encore terminé aucune partie.
    [one] Vous avez terminé 1 partie :
   *[other] Vous avez terminé { $count } parties ; les { $shown } dernières :
}
serve-plain-mine-player = { $name } { $total }
serve-plain-mine-finished-rated = { $rules } : { $players } ; classée.
serve-plain-mine-finished-row = { $rules } : { $players }.
serve-plain-about-matches = { $count ->
    [one] 1 partie jouée
   *[other] { $count } parties jouées
}, { $won } gagnées, { $rated } classées.
serve-plain-about-family = { $rules } : { $count ->
    [one] 1 partie
   *[other] { $count } parties
}, { $won } gagnées, meilleur score { $best }, en moyenne { $mean }.
serve-plain-about-more = Ce que le serveur garde sur vous, et l'effacement de votre compte, se trouvent dans « À propos de moi » du salon dessiné.
serve-plain-daily-title = { $count ->
    [0] Défi du jour : personne ne l'a encore joué.
   *[other] Défi du jour, les meilleurs d'abord :
}
serve-plain-leaderboard-title = { $count ->
    [0] Classement { $family } : personne n'est encore classé.
   *[other] Classement { $family }, les meilleurs d'abord :
}
serve-plain-place = { $place }. { $name } : { $what }
serve-plain-place-mine = { $place }. { $name } : { $what } (vous)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# `yahtzee review`
cli-review-title = Partie { $id } ({ $finished }, règles { $rules })
cli-review-estimates = Aucune feuille à plusieurs colonnes n’a d’optimum exact : chaque choix est jugé d’après la recherche de Parfait sur toutes les colonnes, et les chiffres sont des estimations. Les chances de gagner ne sont connues exactement que sur une colonne : elles ne sont pas données.
cli-review-seat = { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
cli-review-seat-given = { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $loss } points espérés perdus en { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
}
cli-review-seat-given-estimated = { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $loss } points espérés perdus (estimation) en { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
}
cli-review-decision = manche { $round }  { $dice }  reste { $left }  { $chosen } mieux { $best } { $mark }
cli-review-ok = ok
cli-review-loss = −{ $loss }

# La ligne après « yahtzee: » quand les arguments ne peuvent être lus
cli-usage-see-help = { $error } (voir { $command } --help)
cli-usage-invalid-value = valeur invalide '{ $value }' pour '{ $option }' : { $reason }
cli-usage-invalid-arguments = arguments invalides

# sim : la ligne d’en-tête et le tableau des places
cli-sim-summary = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, règles { $rules }, graine { $seed }{ $dice ->
        [tape] { " " }sur la bande de dés
        [same] { " " }sur la bande de dés, mêmes dés pour tous
       *[generator] { "" }
    }, { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }, { $rotating ->
        [yes] premier joueur tournant
       *[no] place 1 toujours en premier
    } : { $seconds } s, { $rate } parties/s
cli-sim-seat = place
cli-sim-level = niveau
cli-sim-mean = moyenne
cli-sim-sd = écart-type
cli-sim-min = min
cli-sim-max = max
cli-sim-bonus = prime
cli-sim-yahtzee = yams
cli-sim-wins = victoires
cli-sim-interval = intervalle à 95 %
cli-sim-interval-range = { $low }–{ $high }
cli-sim-margin = marge

# Les listes dans une phrase : « bash, zsh et fish »
cli-list-and = { $first } et { $last }

# Les valeurs refusées à la lecture des arguments
cli-arg-level-count = indiquez de 1 à { $most } niveaux
cli-arg-no-games = jouez au moins 1 partie
cli-arg-unknown-shell = pas de script de complétion pour ce shell ; les shells connus sont { $shells }
cli-arg-not-assignment = '{ $value }' n’est pas de la forme CLÉ=VALEUR (par ex. joker=free)

# Pourquoi une commande s’est arrêtée
cli-error-config-problems = config : { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    }
cli-error-no-data-folder = aucun dossier de données trouvé ; indiquez-en un avec --data-dir DOSSIER ou ${ $variable }
cli-error-not-a-folder = le dossier de données { $path } n’est pas un dossier ; indiquez-en un autre avec --data-dir DOSSIER
cli-error-damaged-entry = cette entrée de l’historique est endommagée : { $why }
cli-error-write = impossible d’écrire { $path } : { $why }
cli-error-not-a-file = impossible d’écrire { $path } : { $why } ; indiquez un fichier ordinaire ou un nouveau fichier
cli-error-manual = impossible d’écrire la page de manuel : { $why }
cli-error-manual-dir = impossible d’écrire les pages de manuel dans { $path } : { $why }
cli-error-no-terminal = le jeu a besoin d’un terminal ; pour les scripts, voir yahtzee --help (rules, sim, advise, stats, review)
cli-error-terminal = erreur du terminal : { $why }

# daily --history et --share
cli-daily-streak = Série : { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } (record : { $best ->
        [one] { $best } jour
       *[other] { $best } jours
    })
cli-daily-none-yet = Aucun défi du jour marqué pour l’instant : yahtzee daily lance celui d’aujourd’hui.
cli-daily-day-without-share = --day indique le jour de la ligne de --share ; ajoutez --share
cli-daily-not-finished = le défi du jour du { $day } n’est pas terminé : il n’a pas encore de score à partager
cli-daily-not-played = aucun défi du jour du { $day } n’a été joué ici (yahtzee daily lance celui d’aujourd’hui)

# stats
cli-stats-history-kept-aside = un historique des parties antérieur était endommagé et a été mis de côté sous le nom { $file } ; ces statistiques ne comptent que les parties jouées depuis

# La carte de résultat (card, et la copie de l’écran des résultats)
cli-card-subtitle = { $time } · règles { $rules }{ $play ->
        [real-dice] { " " }· vrais dés
        [score-pad] { " " }· feuille de marque seule
       *[on-screen] { "" }
    }{ $practice ->
        [yes] { " " }· entraînement
       *[no] { "" }
    }
cli-card-same-dice = { " " }· mêmes dés
cli-card-upper-total = Total du haut
cli-card-upper-bonus = Prime (≥{ $threshold } → { $bonus })
cli-card-lower-total = Total du bas
cli-card-yahtzee-bonus = Prime Yams
cli-card-total = TOTAL
cli-card-total-multiplied = TOTAL × coefficient
cli-card-place = { $rank ->
        [1] 1er
       *[other] { $rank }e
    }{ $shared ->
        [yes] =
       *[no] { "" }
    }
cli-card-luck-heading = Hasard et jeu (points attendus par rapport au jeu parfait) :
cli-card-luck-heading-estimated = Hasard et jeu (points attendus estimés par rapport à la recherche de Parfait) :
cli-card-luck-line = { $name }  hasard { $luck }  jeu { $play }  précision { $accuracy }
cli-card-luck-line-perfect = { $name }  hasard { $luck }  jeu { $play }  précision { $accuracy }  Parfait sur ces dés { $perfect }


# Les données résolues au premier usage, et les parties terminées retrouvées
cli-solving = Calcul de la stratégie optimale pour ces règles (une seule fois ; elle est ensuite gardée en cache)…
cli-solving-percent = Calcul de la stratégie optimale pour ces règles (une seule fois ; elle est ensuite gardée en cache) : { $percent } %
cli-solver-cache-no-folder = aucun dossier de données
cli-solver-cache-unwritten = remarque : le cache du solveur n’a pas été écrit ({ $why }) ; il sera recalculé la prochaine fois
cli-building-outlook = Calcul de la table des chances de gagner pour ces règles (une seule fois ; elle est ensuite gardée en cache)…
cli-no-finished-match-empty = aucune partie terminée '{ $which }' : l’historique est vide (terminez d’abord une partie)
cli-no-finished-match = aucune partie terminée '{ $which }' dans l’historique ({ $kept } conservées)

# The config file's problems, each after "FILE:LINE: "
cli-config-cannot-read = impossible de le lire ({ $error })
cli-config-not-a-file = ce n’est pas un fichier
cli-config-too-large = il fait { $size } octets ; un fichier de configuration en fait au plus { $limit }
cli-config-not-toml = TOML invalide : { $why }
cli-config-ui-mode = [ui] mode vaut "screen" ou "plain", pas "{ $value }"
cli-config-unknown-section = section inconnue [{ $section }] (les sections sont { $sections })
cli-config-outside-section = '{ $key }' est hors de toute section (les sections sont { $sections })
cli-config-unknown-setting = [{ $section }] n’a pas de réglage '{ $key }' (il a { $known })
cli-config-must-be-section = '{ $name }' doit être une section, pas { $kind ->
    [string] un texte
    [integer] un entier
    [float] un nombre décimal
    [boolean] un booléen
    [datetime] une date
    [array] une liste
   *[other] { $kind }
}
cli-config-must-be-boolean = '{ $key }' doit valoir true ou false
cli-config-must-be-string = '{ $key }' doit être un texte entre guillemets
cli-config-section-needed = '{ $name }' doit être une section : [{ $name }]
cli-config-unknown-key-preset = jeu de touches inconnu '{ $name }' (choisissez default ou vim)
cli-config-keys-unknown-place = [keys] n’a pas de '{ $name }' (il a preset et les sections { $places })
cli-config-keys-unknown-action = [keys.{ $place }] n’a pas d’action '{ $action }' (il a { $known })
cli-config-hold-five-keys = hold demande cinq touches, une par dé (il y en a { $count })
cli-config-key-clash = { $key } sert déjà à { $action } dans { $place } ; { $changed } garde ses touches par défaut
cli-config-guest-keys-list = guest_keys doit être une liste de clés publiques, par ex. ["ssh-ed25519 AAAA… ana"]
cli-config-guest-key-line = chaque clé d’invité est une ligne de clé publique comme "ssh-ed25519 AAAA… ana"
cli-config-admit = admit vaut anyone, listed ou code (pas '{ $value }')
cli-config-whole-number = { $key } doit être un nombre entier de { $min } à { $max }
cli-config-listed-needs-keys = admit = "listed" demande keys = [...] : sans clé, personne ne pourrait se connecter
cli-config-presets-none = presets n’en nomme aucun : le serveur propose tous les préréglages intégrés
cli-config-presets-list = presets est une liste de préréglages intégrés ({ $choices })
cli-config-presets-each = chaque élément de presets est un préréglage intégré ({ $choices })
cli-config-own-presets-sections = preset contient les préréglages propres au serveur, en sections : [serve.preset.NAME]
cli-config-own-preset-section = chaque préréglage propre est une section : [serve.preset.NAME]
cli-config-set-list = set est une liste de "KEY=VALUE"
cli-config-preset-twice = le préréglage { $name } est donné deux fois
cli-config-key-string = chaque touche est un texte comme "r", "space" ou "ctrl+z"
cli-config-keys-shape = les touches sont un texte ("space r") ou une liste (["space", "r"]), pas { $kind ->
    [integer] un entier
    [float] un nombre décimal
    [boolean] un booléen
    [datetime] une date
    [table] une section
   *[other] { $kind }
}
cli-config-bad-key = { $why } (une touche est un caractère, ou space enter esc tab backspace delete up down left right pageup pagedown home end, éventuellement avec ctrl+)
cli-config-unknown-theme = thème inconnu '{ $name }' (choisissez { $choices })
cli-config-unknown-colour-role = [theme.colors] n’a pas de '{ $role }' (il a { $known })
cli-config-not-a-colour = '{ $value }' n’est pas une couleur (utilisez un nom comme "yellow" ou "light-blue", "#rrggbb", ou "default")
cli-config-unknown-coach-measure = mesure du coach inconnue '{ $value }' (choisissez points ou chance_to_win)
cli-config-coach-threshold = coach_threshold doit être un nombre de points de 0 à { $most }
cli-config-players = players : { $why }

# A key in the config file that is no key
cli-keys-invisible = '{ $key }' est un caractère de contrôle ou invisible, pas une touche
cli-keys-not-a-key = '{ $key }' n’est pas une touche
cli-keys-none = aucune touche
cli-config-notice = Le fichier de configuration { $path } a { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    } (les valeurs par défaut s’y appliquent) : { $first }

# yahtzee new: refusals
cli-new-pad-people-only = une feuille de marque compte pour des personnes : --players ne doit nommer que des personnes (l’ordinateur a besoin de dés)
cli-new-default-seats = les places par défaut ne peuvent pas commencer une partie : { $why } (ou donnez --players)
cli-new-same-dice-refused = --same-dice donne à chaque place les mêmes dés, mais { $why ->
        [one-seat] il n’y a qu’une place
        [score-pad] une feuille de marque n’a pas de dés à donner
       *[real-dice] de vrais dés lancés à la table ne peuvent pas être donnés à l’identique
    } : donnez deux à quatre places qui lancent à l’écran, ou retirez --same-dice

# advise: the position, then every option ranked
cli-advise-card-full = la feuille est pleine : il n’y a plus rien à jouer
cli-advise-no-column-table = aucune table pour ces colonnes
cli-advise-start = Total final attendu depuis le début du prochain tour : { $total }
cli-advise-give-dice = Donnez --dice pour comparer les options.
cli-advise-position = Règles { $rules }. Feuille : { $boxes ->
        [one] { $boxes } case remplie
       *[other] { $boxes } cases remplies
    }, { $points } points. Dés { $dice }, { $throws ->
        [one] { $throws } lancer restant
       *[other] { $throws } lancers restants
    }.
cli-advise-behind-best = Points de retard sur la meilleure option (estimations) :
cli-advise-best = (la meilleure)

# odds: each seat's chance to win
cli-odds-single-column-only = les chances de gagner ne sont exactes que sur une feuille à une colonne, pas sur la { $card ->
        [classic] feuille classique
        [yatzy] feuille Yatzy
        [triple] feuille triple
       *[three_column] feuille à trois colonnes
    }
cli-odds-all-full = toutes les feuilles sont pleines : il n’y a plus de dés à lancer
cli-odds-card-count = donnez de 1 à { $most } feuilles, une par place
cli-odds-card-fault = feuille { $card } : { $why }
cli-odds-to-play-range = --to-play doit nommer une place de 1 à { $seats }
cli-odds-to-play-full = la place { $seat } a la main mais sa feuille est pleine
cli-odds-turn-order = la feuille { $card } a { $boxes ->
        [one] { $boxes } case remplie
       *[other] { $boxes } cases remplies
    }, mais si la place { $seat } a la main elle en aurait { $want }
cli-odds-turn-order-fits = la feuille { $card } a { $boxes ->
        [one] { $boxes } case remplie
       *[other] { $boxes } cases remplies
    }, mais si la place { $seat } a la main elle en aurait { $want } ; les feuilles correspondent à la place { $fits } qui a la main : ajoutez --to-play { $fits }
cli-odds-heading = Règles { $rules }. Chances de gagner si chaque place joue comme Parfait à partir d’ici (victoires partagées réparties) :
cli-odds-to-play = (à jouer)
cli-odds-boxes = { $boxes ->
        [one] { $boxes } case remplie
       *[other] { $boxes } cases remplies
    }
cli-odds-row = {"  "}Place { $seat }{ $marker }  { $points } points, { $boxes }   { $chance } %

# list: the matches on the go; resume: which one is meant
cli-list-none = Aucune partie en cours. Commencez-en une avec yahtzee new.
cli-list-col-id = ID
cli-list-col-players = Joueurs
cli-list-col-rules = Règles
cli-list-col-round = Manche
cli-list-col-last-played = Dernière partie
cli-list-practice = entraînement
cli-list-over = terminée
cli-list-round = { $round } sur { $rounds }
cli-list-elsewhere = dans une autre fenêtre
cli-list-resume-hint = Reprenez-en une avec : yahtzee resume ID
cli-resume-elsewhere = la { $what ->
        [practice] partie d’entraînement
       *[match] partie
    } { $id } est jouée dans une autre fenêtre ; yahtzee list montre toutes les parties en cours
cli-resume-none = il n’y a aucune { $what ->
        [practice] partie d’entraînement
       *[match] partie
    } à reprendre ; { $others ->
        [none] commencez-en une avec yahtzee new
       *[some] yahtzee list montre les parties en cours
    }
cli-resume-no-such-id = aucune partie en cours n’a l’ID { $id } ; yahtzee list les montre
cli-resume-ambiguous-id = { $count } parties ont un ID commençant par { $id } ; donnez-en davantage (yahtzee list les montre)
cli-resume-busy = la partie { $id } est jouée dans une autre fenêtre

# config --check
cli-config-no-folder = aucun dossier de configuration trouvé ; nommez un fichier : yahtzee config --check FILE
cli-config-none-here = { $path } : pas de fichier de configuration ici ; le jeu prend ses valeurs par défaut
cli-config-no-problems = { $path } : aucun problème

# cache: the solved data kept on disk
cli-cache-cannot-list = impossible de lister { $path } : { $error }
cli-cache-none = Aucune donnée résolue en cache dans { $path } (celles de chaque jeu de règles sont calculées au premier besoin).
cli-cache-rules = règles { $rules }
cli-cache-other-rules = autres règles
cli-cache-old-format = { $rules }, format d’une version antérieure
cli-cache-heading = Données résolues en cache dans { $path } : { $size } en { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }.
cli-cache-note = Chaque fichier est recalculé au besoin (quelques secondes pour les tables d’un jeu de règles) ; `yahtzee cache --clear` les supprime.
cli-cache-removing = Suppression de { $files ->
        [one] { $files } fichier de cache
       *[other] { $files } fichiers de cache
    } ({ $size }) dans { $path } :
cli-cache-not-removed = impossible de supprimer { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } : { $errors }
cli-cache-removed = Supprimé ; { $size } libérés. Le jeu recalcule ce dont il a besoin.

# preset: the player's own presets
cli-preset-saved = Votre préréglage '{ $name }' est enregistré : { $rules }.
cli-preset-renamed = Votre préréglage '{ $old }' s’appelle désormais '{ $new }'.
cli-preset-built-in-stays = '{ $name }' est le préréglage intégré { $preset }, qui ne peut pas être supprimé ; yahtzee preset list montre les vôtres
cli-preset-deleted = Votre préréglage '{ $name }' est supprimé (une partie sauvegardée ou une configuration qui l’utilisait garde ses règles).
cli-preset-unknown-none-yours = préréglage de règles inconnu '{ $name }' ; choisissez { $choices } ; vous n’en avez encore aucun à vous (yahtzee preset save NAME)
cli-preset-unknown = préréglage de règles inconnu '{ $name }' ; choisissez { $choices } ; ou l’un des vôtres : { $yours }{ $more ->
        [0] {""}
       *[other] {" "}et { $more } autres (yahtzee preset list)
    }
cli-preset-exists = { $why } (--replace le remplace)
cli-preset-none-yet = Vous n’avez encore aucun préréglage à vous. Enregistrez-en un dans la configuration (p sur la ligne Règles) ou avec : yahtzee preset save NAME --rules PRESET --set KEY=VALUE
cli-preset-list-heading = Vos préréglages ({ $count } sur { $most } au plus) :
cli-preset-hidden-by-built-in = un préréglage intégré porte ce nom : --rules donne l’intégré

# card --out, and the chance-to-win table built for the game
cli-card-written = Carte de résultat écrite dans { $path }
cli-card-written-through-link = Carte de résultat écrite dans { $path } (le fichier vers lequel mène le lien { $link })
cli-odds-table-unsaved = la table des chances de gagner n’a pas pu être écrite dans le cache

# --card, --dice, --held, --rolls-left (advise, odds)
cli-position-not-box-points = '{ $part }' n’est pas CASE=POINTS (par ex. fours=12)
cli-position-points-whole = '{ $part }' : les points doivent être un nombre entier
cli-position-column = '{ $part }' : la colonne après @ va de 1 à { $columns } sur cette feuille
cli-position-box-twice = { $id } est donné deux fois
cli-position-impossible = { $id }={ $points } est impossible : aucun lancer ne marque { $points } en { $label } avec ces règles
cli-position-not-a-face = '{ $part }' n’est pas une face de dé : utilisez 1 à 6
cli-position-five-held = on ne peut garder que cinq dés au plus
cli-position-need-dice = --rolls-left et --held demandent --dice : ils décrivent les dés sur la table
cli-position-held-sticky = --held ne compte qu’avec les dés bloqués (--set sticky_holds=true) ; sinon tout dé peut être relancé
cli-position-rolls-left = --rolls-left doit être inférieur à { $throws } (les dés montrés comptent pour un lancer sur { $throws })
cli-position-held-not-among = les dés gardés { $held } ne sont pas parmi les dés { $dice }

# The result card's format, and why its share line cannot reach the clipboard
cli-card-unknown-format = format de carte inconnu '{ $format }' ; choisissez text ou svg
cli-clipboard-no-terminal = ce terminal n’a pas de presse-papiers
cli-clipboard-vte = GNOME Terminal et les autres terminaux VTE ignorent les demandes de presse-papiers
cli-clipboard-tmux = tmux ne la transmet qu’avec `set -g set-clipboard on` ou `set -g allow-passthrough on`
# Quitter une partie en cours (écran ou lignes simples)
cli-match-saved = La partie est enregistrée. Pour la reprendre : yahtzee resume { $id }

## ==== end cli ====
