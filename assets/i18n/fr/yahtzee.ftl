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
plain-menu-quit = { $n }. Quitter
plain-menu-ask = Tapez un nombre de 1 à { $count }.
plain-type-a-number = « { $given } » ne fait pas partie des choix : tapez un nombre de 1 à { $count }.
plain-resume-title = Parties en cours :
plain-resume-item = { $n }. { $who }, manche { $round } sur { $rounds }, { $rules }
plain-resume-ask = Tapez un nombre de 1 à { $count }, ou Entrée pour la première.
plain-setup-players = Qui joue ? Tapez les noms séparés par des virgules, cpu pour l'ordinateur (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect ou cpu:shark). Entrée garde : { $now }.
plain-setup-rules = Quelles règles ? Entrée garde { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Comment lance-t-on les dés ?
plain-setup-dice-screen = 1. Le jeu les lance
plain-setup-dice-real = 2. De vrais dés : vous tapez chaque lancer
plain-setup-dice-pad = 3. Feuille de marque : vous tapez les points de chaque case
plain-setup-same-dice = Les mêmes dés pour chaque place ? 1. Oui, 2. Non. Entrée garde { $now }.
plain-cannot-start = Impossible de commencer : { $why }.
plain-nothing-to-resume = Il n'y a pas de partie { $id } à reprendre.
plain-finished-to-history = Une partie terminée a été rangée dans l'historique.
plain-finished-not-moved = Une partie terminée n'a pas pu être rangée dans l'historique : { $why }
plain-already-in-history = Une partie enregistrée était déjà terminée et figure dans l'historique ; son ancienne sauvegarde a été gardée sous { $aside }.
plain-already-in-history-not-moved = Une partie enregistrée était déjà terminée et figure dans l'historique, mais son ancienne sauvegarde n'a pas pu être mise de côté : { $why }
plain-learn-on-screen = Les leçons et les énigmes d'Apprendre se jouent sur le plateau dessiné : elles ne sont pas encore en mode texte. Toutes les parties le sont : essayez yahtzee --plain new.

# Le défi du jour
plain-daily-title = Le défi du jour du { $day } : aujourd'hui, tout le monde joue les mêmes dés.
plain-daily-scored = Vous avez marqué { $points } au défi du jour. Le rejouer, sans compter ? 1. Oui, 2. Non.
plain-daily-given-up = La tentative comptée d'aujourd'hui a été laissée inachevée et supprimée : aujourd'hui ne compte rien. Le rejouer, sans compter ? 1. Oui, 2. Non.
plain-daily-taken = Le défi du { $day } a été commencé dans une autre fenêtre : c'est cette partie qui compte.
plain-daily-unwritable = Le défi du jour n'a pas commencé, car votre relevé ne peut pas être écrit : { $why }

# La partie racontée
plain-match-begins = Une partie de { $rules } : { $seats }. Tapez aide pour les commandes.
plain-threw = { $name } lance { $dice }.
plain-holds = { $name } garde { $dice }.
plain-holds-none = { $name } ne garde aucun dé.
plain-scored = { $name } marque { $points } en { $spot }.
plain-scored-joker = { $name } marque { $points } en { $spot } (Joker).
plain-extra-bonus = { $name } reçoit une prime Yahtzee de { $points }.
plain-upper-bonus = { $name } reçoit la prime de { $points }.
plain-turn-of = À { $name } de jouer.
plain-turn-again = C'est de nouveau à { $name } de jouer.
plain-match-over = La partie est terminée.
plain-corrected = { $name } corrige { $spot } de { $before } à { $after }.
plain-corrected-bonuses = { $name } corrige les primes Yahtzee de { $before } à { $after }.
plain-undone-throw = { $name } annule un lancer.
plain-undone-hold = { $name } annule le changement sur le dé { $die }.
plain-undone-score = { $name } annule la marque en { $spot }.
plain-undone-typed = { $name } annule le lancer { $dice }.
plain-undone-bonuses = { $name } annule la correction des primes Yahtzee.
plain-undo-not-saved = Annulation non enregistrée, donc non faite : { $why }
plain-cpu-preparing = Les ordinateurs se préparent : { $percent } %.
plain-save-failed = La partie n'a pas pu être enregistrée : { $why } Tapez réessayer, continuer (sans enregistrer) ou quitter.
plain-saved-now = Enregistré.
plain-playing-unsaved = La partie continue SANS ENREGISTRER ({ $why }).
plain-winner = { $name } gagne avec { $points } points.
plain-winners-tied = { $names } partagent la première place avec { $points } points.
plain-review-seat = { $name } : { $score } points ; le jeu parfait attendait { $start } au départ, la chance des dés a apporté { $luck }, et les choix ont coûté { $cost }. Précision : { $accuracy } point perdu par choix.
plain-review-later = La revue de cette partie (chance et choix) a besoin de la table du solveur : yahtzee review la donne dès qu'elle est prête.

# L'invite : à qui de jouer et ce qu'on peut faire
plain-prompt-first = { $name }, manche { $round } sur { $rounds } : tapez lancer.
plain-prompt-again = { $name }, vous avez { $dice } ; { $left ->
    [one] encore un lancer
   *[other] encore { $left } lancers
} : garder, lancer ou marquer.
plain-prompt-last = { $name }, vous avez { $dice } : marquez dans une case.
plain-prompt-real-first = { $name }, manche { $round } sur { $rounds } : lancez vos dés et tapez lancer avec les cinq dés (lancer 3 3 5 1 6).
plain-prompt-real-again = { $name }, vous avez { $dice } ; { $left ->
    [one] encore un lancer
   *[other] encore { $left } lancers
} : tapez lancer avec les cinq dés qui sont sur la table, ou marquez.
plain-prompt-pad = { $name }, manche { $round } sur { $rounds } : tapez marquer, la case et ses points (marquer full 25).

# Ce que disent les commandes
plain-help = Commandes : lancer ; garder 1 2 (les dés par leur place, 1 à 5) ; relâcher 1, ou relâcher pour tous ; marquer full (une case par son nom, son abréviation ou ses premières lettres) ; feuille ; classement ; journal ; conseils ; chances ; annuler ; répéter ; aide ; quitter. Avec de vrais dés : lancer 3 3 5 1 6. Sur une feuille de marque : marquer full 25, et corriger full 0. Les commandes anglaises marchent aussi.
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
plain-coach-warns = Coach : ce choix perd { $loss } points en moyenne. Mieux : { $better } ({ $better_total }). Le vôtre : { $yours } ({ $yours_total }). Tapez la même commande une seconde fois pour le faire quand même.
plain-coach-preparing = La table du coach se prépare encore ({ $percent } %) : ce choix n'a pas été jugé.
plain-odds-off = Les chances de gagner sont désactivées pour cette partie.
plain-odds-preparing = Les chances de gagner se préparent : { $percent } %. Redemandez dans un instant.
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
plain-standing = { $rank }. { $name }, { $points } points.
plain-log-empty = Rien ne s'est encore passé.
plain-log-threw = lance { $dice }
plain-log-kept-threw = garde { $kept } et lance { $dice }
plain-log-scored = marque { $points } en { $spot }
plain-log-took-back = annule un coup
plain-log-turn = Manche { $round }, { $name } : { $what }.

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

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
cli-share-line = Yams, défi du jour { $day } · { $score }
cli-share-line-luck = Yams, défi du jour { $day } · { $score } · chance { $luck }
cli-share-line-played = Yams, défi du jour { $day } · { $score } · précision { $accuracy } · chance { $luck }

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
cli-card-luck-heading = Chance et jeu (points attendus par rapport au jeu parfait) :
cli-card-luck-heading-estimated = Chance et jeu (points attendus estimés par rapport à la recherche de Parfait) :
cli-card-luck-line = { $name }  chance { $luck }  jeu { $play }  précision { $accuracy }
cli-card-luck-line-perfect = { $name }  chance { $luck }  jeu { $play }  précision { $accuracy }  Parfait sur ces dés { $perfect }


# Les données résolues au premier usage, et les parties terminées retrouvées
cli-solving = Calcul de la stratégie optimale pour ces règles (une seule fois ; elle est ensuite gardée en cache)…
cli-solving-percent = Calcul de la stratégie optimale pour ces règles (une seule fois ; elle est ensuite gardée en cache) : { $percent } %
cli-solver-cache-no-folder = aucun dossier de données
cli-solver-cache-unwritten = remarque : le cache du solveur n’a pas été écrit ({ $why }) ; il sera recalculé la prochaine fois
cli-building-outlook = Calcul de la table des chances de gagner pour ces règles (une seule fois ; elle est ensuite gardée en cache)…
cli-no-finished-match-empty = aucune partie terminée '{ $which }' : l’historique est vide (terminez d’abord une partie)
cli-no-finished-match = aucune partie terminée '{ $which }' dans l’historique ({ $kept } conservées)

## ==== end cli ====
