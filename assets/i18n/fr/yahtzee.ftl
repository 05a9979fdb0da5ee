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
store-stats-level = { $level ->
    [beginner] Débutant
    [casual] Détendu
    [strong] Fort
    [perfect] Parfait
    [shark] Requin
   *[other] { $level }
}
store-stats-cpu-column = { $name } ({ $level })

# La moyenne par case.
store-stats-means-title = Moyenne par case
store-stats-means-title-part = Moyenne par case { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
    [yatzy] Parties avec Yatzy
   *[other] Parties avec Yams
}

# Précision et chance.
store-stats-play-heading = Précision et chance
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
} ; chance { $luck }
store-stats-play-row-recent = { $name } : { $accuracy } sur { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
} ; { $recent } dernières : { $recent_accuracy } ; chance { $luck }
store-stats-play-note-screen = Précision : points perdus par choix (expert < 0,2) ; chance : points par partie.
store-stats-play-note-text = La précision est le nombre de points que vous perdez en moyenne par choix (expert sous 0,2) ; la chance est le nombre moyen de points par partie que les dés vous ont donnés au-dessus ou au-dessous de la moyenne.

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
store-daily-share = Défi du jour Yams { $day } · { $score }
store-daily-share-luck = Défi du jour Yams { $day } · { $score } · chance { $luck }
store-daily-share-accuracy = Défi du jour Yams { $day } · { $score } · précision { $accuracy } · chance { $luck }
store-daily-col-day = Jour
store-daily-col-score = Score
store-daily-col-accuracy = Précision
store-daily-col-luck = Chance
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
    [luck] la chance
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
