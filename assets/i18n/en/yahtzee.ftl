# The game's words in English: the language every other file follows.
#
# One file per language (the loader reads one), in sections by area, every id prefixed by
# its area. `$card` is `classic` for Hasbro's card (and its columns) and `yatzy` for the
# Scandinavian one, whose boxes have names of their own.

## The card's boxes, as the card names them

box-ones = { $card ->
    [yatzy] Ones
   *[other] Aces
}
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-three-of-a-kind = Three of a kind
box-four-of-a-kind = Four of a kind
box-full-house = Full house
box-small-straight = Small straight
box-large-straight = Large straight
box-yahtzee = Yahtzee
box-chance = Chance
box-one-pair = One pair
box-two-pairs = Two pairs
box-yatzy = Yatzy

## The boxes in score-pad shorthand, where a column is narrow

box-short-ones = { $card ->
    [yatzy] Ones
   *[other] Aces
}
box-short-twos = Twos
box-short-threes = Thr
box-short-fours = Fours
box-short-fives = Fives
box-short-sixes = Sixes
box-short-three-of-a-kind = 3K
box-short-four-of-a-kind = 4K
box-short-full-house = FH
box-short-small-straight = SS
box-short-large-straight = LS
box-short-yahtzee = Yahtzee
box-short-chance = Chance
box-short-one-pair = 1P
box-short-two-pairs = 2P
box-short-yatzy = Yatzy

## The game's name, as the title bar says it

game-title = { $card ->
    [yatzy] YATZY
   *[other] YAHTZEE
}

## Languages

language-unknown-argument = There is no { $asked } translation of the game (--lang takes en, de, fr, es or sv): it speaks English.
language-unknown-config = The config file asks for the language { $asked }, which the game does not speak (en, de, fr, es, sv): it speaks English.
language-unknown-environment = Your locale { $asked } asks for a language the game does not speak yet: it speaks English (--lang de, fr, es or sv for another).

## ==== core: the match told in words (crates/core: words, refusals, the rules text) ====

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

## ==== end table ====

## ==== store: files, statistics, history, presets, the daily (crates/store) ====

# The statistics report (`yahtzee stats` and the Statistics screen)

store-stats-split = { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
}: { $parts }
store-stats-split-on-screen = { $count } with dice on screen
store-stats-split-real-dice = { $count } with real dice
store-stats-split-score-pad = { $count } on a score pad
store-stats-only-played = { $mode ->
    [on_screen] Only matches played with dice on screen
    [real_dice] Only matches played with real dice
   *[score_pad] Only matches kept on a score pad
} ({ $split })
store-stats-people-only-text = People only, the default (--all adds the CPUs' figures).
store-stats-people-only-screen = People only, the default (a adds the CPUs' figures)
store-stats-everyone-text = Everyone, CPUs included (by default people only).
store-stats-everyone-screen = Everyone, CPUs included (a shows people only, the default)
store-stats-table-note = Wins count shared first places; a solo game is no win. Bonus: share of games with the upper bonus.
store-stats-none-filtered = No finished matches{ $mode ->
    [on_screen] {" "}played with dice on screen
    [real_dice] {" "}played with real dice
    [score_pad] {" "}kept on a score pad
   *[any] {""}
}{ $card ->
    [classic] {" "}on the Classic card
    [yatzy] {" "}on the Yatzy card
    [triple] {" "}on the Triple card
    [three_column] {" "}on the three-column card
   *[any] {""}
} yet.
store-stats-none-screen = No finished matches yet: statistics count every finished normal match (not practice).
store-stats-no-person-text = No person has finished a match yet; --all shows the { $cpus ->
    [one] { $cpus } CPU's
   *[other] { $cpus } CPUs'
} figures.
store-stats-no-person-screen = No person has finished a match yet: these statistics show people only, the default (a shows the { $cpus ->
    [one] { $cpus } CPU's
   *[other] { $cpus } CPUs'
} figures).
store-stats-card-title = { $card ->
    [classic] Classic card
    [yatzy] Yatzy card
    [triple] Triple card
   *[three_column] three-column card
} ({ $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
})
store-stats-only-mode = Only { $mode ->
    [on_screen] dice on screen
    [real_dice] real dice
   *[score_pad] score pad
} ({ $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
})

# The players' table; each column is as wide as its header.
store-stats-col-player = Player
store-stats-col-plays-as = Plays as
store-stats-col-games = Games
store-stats-col-wins = Wins
store-stats-col-mean = Mean
store-stats-col-best = Best
store-stats-col-bonus = Bonus
store-stats-col-yahtzees = { $card ->
   *[other] Yahtzees
}
store-stats-col-best-game = Best game
store-stats-person = person
store-stats-cpu = { $level } CPU
store-stats-level = { $level ->
    [beginner] Beginner
    [casual] Casual
    [strong] Strong
    [perfect] Perfect
    [shark] Shark
   *[other] { $level }
}
# Over a column of means: a CPU's name and its level.
store-stats-cpu-column = { $name } ({ $level })

# The mean per box, in tables side by side.
store-stats-means-title = Mean per box
store-stats-means-title-part = Mean per box { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
   *[other] Yahtzee games
}

# Accuracy and luck over a player's matches.
store-stats-play-heading = Accuracy and luck
store-stats-accuracy = { $mean } ({ $grade ->
    [perfect] perfect
    [expert] expert
    [strong] strong
    [fair] fair
   *[learning] learning
})
store-stats-no-choices = no choices
store-stats-play-row = { $name }: { $accuracy } over { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
}; luck { $luck }
store-stats-play-row-recent = { $name }: { $accuracy } over { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
}; last { $recent }: { $recent_accuracy }; luck { $luck }
store-stats-play-note-screen = Accuracy: points given away a choice (expert < 0.2); luck: points a match.
store-stats-play-note-text = Accuracy is the expected points given away per choice (expert under 0.2); luck is the mean points a match the dice gave above or below the average.

# Against the CPUs, stand-ins, high scores.
store-stats-versus-heading = Against the CPUs (finishing above, below or level with each):
store-stats-versus-row = {"  "}{ $name } against { $level } CPUs: { $won } won, { $lost } lost, { $tied } tied
store-stats-stand-in-heading = Played by a CPU standing in (the matches still count as the player's):
store-stats-stand-in-row = {"  "}{ $name }: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} while away
store-stats-high-scores = High scores · { $rules }

# What a file's trouble is (the reason inside the sentences below)

store-not-a-file = it is not a regular file ({ $kind })
store-file-kind = { $kind ->
    [folder] a folder
    [pipe] a named pipe
    [device] a device
    [socket] a socket
   *[special] a special file
}
store-file-too-large = it is { $size } bytes, more than the { $limit } bytes such a file can reach
store-dangling-link = it is a link to { $target }, which does not exist
store-missing-file = a missing file
store-named-is = it is { $kind }
store-named-link-to = it is a link to { $target }, which is { $kind }
store-json-syntax = it is not valid JSON ({ $why })
store-json-shape = it does not have the shape of { $what ->
    [save] a save
    [history] a history
    [setup] a setup
    [presets] a presets file
    [daily] a daily record
    [finished] a finished match
    [learn] Learn progress
   *[other] { $what }
} ({ $why })
store-save-newer = it is a save from a newer version { $version }; this program reads up to { $reads }
store-left-in-place = { $why }; it was left in place
store-read-failed = it cannot be read ({ $error }); it was left in place

# What was done with a damaged file
store-kept-as = it was kept as { $name }
store-kept-duplicate = the same content was already kept as { $name }, so it was removed
store-kept-file-as = The file as it stood was kept as { $name }
store-kept-file-duplicate = The file as it stood was removed, since the same content was already kept as { $name }
store-kept-removed = {" "}(the oldest copies kept aside, { $more ->
    [0] { $oldest }
   *[other] { $oldest } and { $more } more
}, were removed to keep at most { $copies } copies and { $mib } MiB)
store-kept-failed = it could not be moved aside ({ $error }) and was left in place

# Writing
store-cannot-create = cannot create { $path }: { $error }
store-cannot-write = cannot write { $path }: { $error }
store-cannot-lock-daily = cannot lock the daily record: { $error }
store-cannot-lock-presets = cannot lock the presets: { $error }
store-cannot-lock-history = cannot lock the history: { $error }
store-cannot-remove-save = cannot remove the finished match's save: { $error }
store-cannot-move-save = cannot move the save aside: { $error }
store-saved-unconfirmed = Saved { $name }, but the system could not confirm it reached the disk ({ $error }); a power cut now could bring back the previous version.
store-file-the-match = The match
store-file-the-table = The table
store-too-large = { $what } was not written: it would be { $size } bytes, more than the { $limit } bytes the game reads back
store-file-not-written = { $file } was not written: { $why }
store-too-many-matches = { $most } matches are on the go, the most the game keeps: finish one, or delete one from the Resume list, to start another.
store-no-daily-record = This game keeps no daily record here.

# Matches on the go
store-bad-match-id = '{ $id }' is not a match id: an id is 1 to { $most } letters, digits, - or _ (yahtzee list shows them)
# The players of a match on the list: "Ana, Ben and Strong CPU".
store-players-and = { $rest } and { $last }
store-match-busy = The match { $id } is being played in another window. Here you can resume another, or start a new one.
store-overtaken = Another window opened this match after its lock file { $lock } was removed, so this window stopped saving it rather than overwrite that window's moves. Close the other window, then save here again.
store-lock-remade = The lock file { $lock } was removed while this window played; it was made again.
store-match-newer = The match { $id } was not opened: { $why }. It was left untouched.
store-match-from-newer = The match { $id } is from a newer version.
store-match-damaged = The match { $id } is damaged: { $why }.
store-match-unreadable = The match { $id } cannot be read: { $why }.
store-named-save-newer = The saved match { $name } was not opened: { $why }. It was left untouched.
store-save-unreadable = The saved match cannot be read: { $why }.
store-save-newer-untouched = The saved match was not opened: { $why }. It was left untouched.
store-save-damaged = The saved match is damaged: { $why }; { $kept }.
store-save-damaged-kept-aside = The saved match is damaged: { $why }; it was kept aside.
store-found-in-place-of-save = A file was found in place of the save: { $why }.
store-while-saving = While saving, { $why }; { $kept }.
store-why-saved-elsewhere = another window saved this match since this window last did
store-why-other-match = another match's save appeared in its place
store-why-damaged-appeared = a damaged save appeared in its place: { $why }
store-older-copy-found = An older copy of a saved match was found in { $name }; { $kept }.
store-save-not-moved = The saved match { $name } could not be moved to the matches folder ({ $error }); it stays where it is, and is listed once it can be moved.

# The history
store-history-newer = The match history is from a newer version { $version }; it was left untouched.
store-history-not-written = The history was not written: { $why }.
store-history-unreadable = The match history cannot be read: { $why }.
store-history-damaged-restarted = The match history was damaged: { $why }. A new one was started, so statistics count from here.
store-history-damaged-in-place = The match history is damaged: { $why }; { $kept }.
store-history-damaged-kept = The match history was damaged: { $why }; { $kept }. A new one was started, so statistics count from here.

# The player's presets
store-presets-unreadable = Your presets cannot be read: { $why }.
store-presets-damaged = Your presets were damaged: { $why }.
store-presets-newer = Your presets were not read: { $why }. The file was left untouched.
store-presets-damaged-in-place = Your presets are damaged: { $why }; { $kept }.
store-presets-damaged-kept = Your presets were damaged: { $why }; { $kept }. Only the built-in presets are offered.

# The daily record
store-daily-unreadable = Your daily record cannot be read: { $why }.
store-daily-damaged-afresh = Your daily record was damaged: { $why }. The dailies count afresh from here.
store-daily-damaged-in-place = Your daily record is damaged: { $why }; { $kept }.
store-daily-disbelieved = In your daily record, { $why }. { $stood }; the other days stay.
store-daily-newer = Your daily record was not read: { $why }. It was left untouched.
store-daily-damaged-kept = Your daily record was damaged: { $why }; { $kept }. The dailies count afresh from here.

# The last setup, and Learn
store-setup-unused = The last match setup was not used: { $why }; the usual setup is offered.
store-setup-damaged = The last match setup was damaged: { $why }; { $kept }. The usual setup is offered.
store-learn-unread = Your progress in Learn was not read: { $why }; Learn starts afresh.
store-learn-newer = Your progress in Learn was not read: { $why }. It was left untouched.
store-learn-damaged = Your progress in Learn was damaged: { $why }; { $kept }. Learn starts afresh.

# The player's own presets: refusals of a name or a change
store-preset-name-empty = a preset needs a name
store-preset-name-too-long = the name '{ $name }' is longer than { $most } characters
store-preset-name-control = the name '{ $name }' has a control character or begins or ends with a space
store-preset-name-invisible = the name '{ $name }' has an invisible character, or one that turns the direction of text; type the name without it
store-preset-name-built-in = the name '{ $name }' is the built-in preset { $preset } (or looks like it); choose another name
store-preset-name-reserved = the name '{ $name }' is what changed rules are called; choose another name
store-preset-exists = you already have a preset named '{ $name }'
store-presets-full = you have { $most } presets, as many as are kept; delete one first
store-preset-unknown-none = no preset of yours is named '{ $name }'; you have none yet
store-preset-unknown = no preset of yours is named '{ $name }'; yours are { $yours }
store-names-more = and { $more } more
# A preset's rules next to the built-in one of its card: "classic with max_rolls 4".
store-preset-same-as = the same as { $preset }
store-preset-with = { $preset } with { $changes }
store-file-newer = it is from a newer version { $version }; this program reads up to { $reads }
store-format-newer = it was written by a newer version of the game (format { $format })

# The daily: its name on lists and titles, the line to share, the list of dailies
store-daily-label = Daily { $day }
store-daily-label-replay = Daily { $day } · replay
store-daily-share = Yahtzee daily { $day } · { $score }
store-daily-share-luck = Yahtzee daily { $day } · { $score } · luck { $luck }
store-daily-share-accuracy = Yahtzee daily { $day } · { $score } · accuracy { $accuracy } · luck { $luck }
store-daily-col-day = Day
store-daily-col-score = Score
store-daily-col-accuracy = Accuracy
store-daily-col-luck = Luck
store-daily-accuracy = { $mean } { $grade ->
    [perfect] perfect
    [expert] expert
    [strong] strong
    [fair] fair
   *[learning] learning
}
store-daily-not-believed = the daily of { $day } was not believed: { $why }

# A data folder that cannot be written: everything read, nothing moved
store-folder-unwritable = The data folder { $path } cannot be written ({ $error }). You can play, but nothing is saved: a match cannot be resumed later and does not count in statistics.
store-folder-unwritable-short = the data folder { $path } cannot be written
store-save-unreadable-in-place = The saved match cannot be read: { $why }; it was left in place.
store-save-damaged-in-place = The saved match is damaged: { $why }; it was left in place.
store-match-unopened-in-place = The match { $id } cannot be opened: { $why }; it was left in place.
store-match-unreadable-in-place = The match { $id } cannot be read: { $why }; it was left in place.
store-presets-unreadable-in-place = Your presets cannot be read: { $why }; the file was left in place.

# The history kept small
store-history-unshrinkable = the history cannot be made small enough to keep
store-bytes = { $size } bytes
store-history-shrunk = The history had grown too large: the statistics of { $dropped } players with the fewest matches in the oldest years were dropped.

# The solver's and the chance-to-win tables kept on disk
store-cache-rebuilt = The cached { $what ->
    [solver] solver table
    [odds] chance-to-win table
   *[other] { $what }
} was unusable ({ $why }) and was rebuilt.
store-cache-rebuilt-unsaved = The cached { $what ->
    [solver] solver table
    [odds] chance-to-win table
   *[other] { $what }
} was unusable ({ $why }); it was rebuilt but could not be cached ({ $error }).
store-cache-unsaved = The { $what ->
    [solver] solver table
    [odds] chance-to-win table
   *[other] { $what }
} could not be cached ({ $error }); it is used from memory this time.
store-table-missing = no table file
store-table-unreadable = the file cannot be read: { $error }
store-table-not-solver = not a solver table
store-table-format = table format { $format }, this program writes format { $writes }
store-table-other-rules = the table was computed for other rules
store-table-size = the table is truncated or has the wrong size
store-table-checksum = the table's checksum does not match
store-table-values = the table holds impossible values
store-table-odds-mismatch = not a chance-to-win table of this format for these rules
store-table-odds-damaged = the table is truncated, damaged or inconsistent

# `yahtzee cache`: what the cached files hold, and their sizes
store-cache-kind-strategy = optimal strategy
store-cache-kind-odds = chance-to-win table
store-size = { $value } { $unit ->
    [B] B
    [kB] kB
    [MB] MB
    [GB] GB
   *[TB] TB
}

# Why a history's or a save's summary is not believed (a hand-edited or damaged file)
store-check-seats = it has { $seats } seats
store-check-total-too-high = { $name } has a total of { $total }, more than any rules allow
store-check-rank = { $name } is ranked { $rank }, but the totals rank them { $right }
store-check-shared-rank = { $name }'s shared rank is miscounted
store-check-yahtzees = { $name } has { $yahtzees } Yahtzees
store-check-box-beyond = { $name } has a box beyond any rules
store-check-account = { $name }'s { $fault ->
    [luck] luck
    [cost] cost of play
   *[accuracy] accuracy
} is beyond any match
store-check-box-count = { $name } has { $boxes } boxes, but the { $card ->
    [classic] Classic card
    [yatzy] Yatzy card
    [triple] Triple card
   *[three_column] three-column card
} has { $card_boxes }
store-check-boxes-multi-column = { $name } has points per box, which the game keeps for no card of several columns
store-check-box-impossible = { $name }'s { $label } holds { $points }, which no roll scores there under these rules
store-check-yahtzee-count = { $name } is counted { $yahtzees } Yahtzees, but the Yahtzee box holds { $points }
store-check-total-below-boxes = { $name }'s total { $total } is less than the { $boxes } points in the boxes
store-check-upper-bonus = { $name }'s upper bonus does not follow from the upper boxes ({ $upper })
store-check-total-from-boxes = { $name }'s total { $total } does not follow from the boxes (they give { $boxes })
store-check-bonus-without-points = { $name } has an upper bonus with no upper points
store-check-total-impossible = { $name }'s total { $total } cannot come from the boxes ({ $boxes }) under any rules
store-check-summary-other-match = its summary describes another match
store-check-summary-rules = its summary names the rules '{ $named }', but it was played under { $played }
store-check-summary-time = its summary says it finished at { $said }, but it finished at { $time }
store-check-summary-total = its summary says { $said } for { $name }, but its card gives { $total }

# Why a yearly tally of the history is not believed: what the tally does, after its subject
store-tally = the tally of { $year } ({ $rules }) { $why }
store-tally-for = for { $name } { $why }
store-tally-no-games = counts no games
store-tally-more-than-games = counts more of something than its games
store-tally-totals = has totals no card allows
store-tally-yahtzee-games = counts more Yahtzee games than Yahtzees
store-tally-box-beyond = has a box beyond any rules
store-tally-opponents = counts more opponents than its games had
store-tally-no-best-game = names no best game
store-tally-bad-year = is of a year no clock gives
store-tally-no-matches = counts no matches
store-tally-twice = lists { $name } twice
store-tally-more-games = counts more games for { $name } than it has matches
store-tally-high-scores = has impossible high scores
store-tally-unknown-level = counts games of { $name } against '{ $level }', which is no CPU level
store-tally-best-game-id = names { $name }'s best game, but { $why }
store-tally-boxes-multi-column = counts { $name }'s points per box, which the game keeps for no card of several columns
store-tally-box-not-on-card = counts { $name }'s points in { $label }, a box the { $card ->
    [classic] Classic card
    [yatzy] Yatzy card
    [triple] Triple card
   *[three_column] three-column card
} does not have
store-tally-box-too-many = counts more points in { $name }'s { $label } than { $games ->
    [one] { $games } game
   *[other] { $games } games
} could score

# Why a day of the daily record is not believed
store-daily-check-version = its version is 0
store-daily-check-days = it lists more than { $most } days
store-daily-check-twice = the day { $day } is listed twice
store-daily-check-order = the day { $day } is listed after { $before }
store-daily-check-one-match = one match is listed for two days
store-daily-check-id = the daily of { $day } names '{ $id }', which is not a match id
store-daily-check-finished-early = the daily of { $day } finished before it started
store-daily-why-dice = its match was not thrown from that day's dice
store-daily-why-rules = its match is not under Classic rules
store-daily-why-seats = its match is not for one player
store-daily-why-own-dice = its match was not played on the game's dice
store-daily-why-replay = its match does not replay ({ $error })
store-daily-why-not-over = its match is not over
store-daily-why-score = it claims { $claimed } points, but its match scores { $total }

# Where in the history a fault is, and Learn's progress checked
store-history-summary = summary { $index }: { $why }
store-history-summary-id = summary { $index } ({ $id }): { $why }
store-history-tally-twice = the tally of { $year } ({ $rules }) is given twice
store-history-kept = kept match { $index }: { $why }
store-history-kept-id = kept match { $index } ({ $id }): { $why }
store-history-options-seats = its options do not fit its seats: { $why }
store-id-missing = it has no match id
store-id-foreign = its match id '{ $id }' is not one the game writes
store-learn-check-version = its version is 0
store-learn-check-lessons = it lists more than { $most } lessons
store-learn-check-puzzles = it lists more than { $most } puzzles
store-learn-check-lesson-name = '{ $name }' is not a lesson's name
store-learn-check-lesson-twice = a lesson is listed twice
store-learn-check-puzzle-twice = a puzzle is listed twice
store-learn-check-streak = its streak { $streak } is longer than its best streak { $best }
store-history-listed-twice = the match is listed twice
store-history-kept-twice = the match is kept twice
store-history-finished-early = it finished before it started
store-history-not-finished = it is not finished
store-history-no-summary = it counts in statistics, but no summary of it is listed
store-save-no-version = it has no format version
store-scripted-dice = its dice were fixed in advance, which only tests do

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
