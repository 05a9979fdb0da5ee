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
