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
    [one] 1 spectateur
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
    [one] 1 partie
   *[other] { $count } parties
}.
serve-leaderboard-me-provisional = Vous : n° { $rank } en règles { $rules }, { $rating } (provisoire), { $count ->
    [one] 1 partie
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
    [one] 1 table
   *[other] { $count } tables
})
serve-mine-finished = Terminées, les plus récentes d'abord
serve-mine-unreadable = { $count ->
    [one] 1 partie terminée n'a pas pu être lue et est omise.
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
    [one] 1 partie classée
   *[other] { $count } parties classées
}
serve-about-rating-provisional = { $rating } (provisoire), { $count ->
    [one] 1 partie classée
   *[other] { $count } parties classées
}
serve-about-statistics = Statistiques
serve-about-matches-and-tables = Parties et tables
serve-about-kept = { $finished ->
    [one] 1 partie terminée conservée
   *[other] { $finished } parties terminées conservées
} avec votre place (Mes parties les liste), et { $open ->
    [one] 1 table ouverte
   *[other] { $open } tables ouvertes
} avec une place gardée pour vous ou créées par vous.
serve-about-made-last-day = { $count ->
    [one] 1 table créée
   *[other] { $count } tables créées
} ce dernier jour, comptées pour la limite du serveur sur les nouvelles tables.
serve-about-forget-me = M'oublier
serve-about-forgetting = L'oubli supprime d'un coup votre compte, votre clé et vos cotes. Dans les parties terminées, votre place s'appelle alors « { $former } » ; les places gardées pour vous aux tables ouvertes ne le sont plus. C'est irréversible : vous reconnecter avec la même clé crée un nouveau compte.
serve-about-no-stats = Pas encore de partie terminée : vos parties, victoires et meilleurs totaux apparaîtront ici.
serve-about-stats = { $count ->
    [one] 1 partie terminée
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
    [one] 1 table ouverte
   *[other] { $count } tables ouvertes
}, le maximum que le serveur permet à la fois : terminez-en une d'abord.
serve-limit-per-hour = Vous avez ouvert { $count ->
    [one] 1 table
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
    [one] 1 seconde
   *[other] { $seconds } secondes
}, un ordinateur vous est proposé.
serve-quick-no-one-came = Personne n'est venu en { $seconds ->
    [one] 1 seconde
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
    [one] 1 fois
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
    [one] 1 minute
   *[other] { $minutes } minutes
}, un ordinateur { $level } joue pour lui jusqu'à son retour).
serve-left-plain = { $name } a quitté la table.
serve-away-stand-in = { $name } est absent : un ordinateur { $level } joue pour lui jusqu'à son retour.
serve-away-stand-in-unrated = { $name } est absent : un ordinateur { $level } joue pour lui jusqu'à son retour. Dès qu'il aura joué, cette partie ne sera pas classée.
serve-welcome-back = Bon retour : { $count ->
    [one] 1 partie vous attend
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
    [one] 1 connexion
   *[other] { $count } connexions
} ici : fermez-en une et réessayez
serve-door-shut-out = trop de codes erronés depuis votre adresse : réessayez dans { $seconds } s
serve-door-table-says = La table dit : { $why }.
serve-door-table-needs-terminal = Cette table a besoin d'un terminal : connectez-vous avec ssh -t.
serve-door-server-needs-terminal = Ce serveur a besoin d'un terminal : connectez-vous avec ssh -t.
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

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
