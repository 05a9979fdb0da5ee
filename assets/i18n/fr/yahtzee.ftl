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
play-menu-saved = Sauvegardée : { $about }
play-menu-key-quit = quitter

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Règles { $rules } · mêmes dés · manche { $round } sur { $rounds }
       *[other] Règles { $rules } · manche { $round } sur { $rounds }
    }
play-title-practice = ENTRAÎNEMENT
play-title-not-saved = NON SAUVEGARDÉE
play-title-building = chances de gagner : calcul { $percent } %
play-title-keys = { $key } touches

# The match screen: the turn's panel
play-panel-to-play = ▶ À { $name } de jouer
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
play-results-finished-with = { $name } termine avec { $points } points.
play-results-wins-with = { $name } gagne avec { $points } points !
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
play-results-luck-title = Chance et jeu :
play-results-luck-title-estimated = Chance et jeu (estimés) :
play-results-luck-title-perfect = Chance et jeu, et Parfait avec les mêmes dés :
play-results-luck-title-estimated-perfect = Chance et jeu (estimés), et Parfait avec les mêmes dés :
play-results-luck = chance
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
play-daily-accuracy-luck = Précision : points perdus par choix face au jeu parfait (expert sous 0,2). Chance : ce que les dés ont donné au-dessus ou en dessous de leur moyenne.
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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
