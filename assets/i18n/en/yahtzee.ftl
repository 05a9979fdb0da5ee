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

## ==== end store ====

## ==== plain: the plain mode a screen reader follows (src/plain) ====

# Commands, as words typed (a comma list each; English is always accepted too)
plain-command-throw = throw, roll, t
plain-command-hold = hold, keep, h
plain-command-release = release, free, r
plain-command-score = score, s
plain-command-correct = correct
plain-command-card = card, c
plain-command-standings = standings
plain-command-log = log
plain-command-hints = hints, hint
plain-command-odds = odds, chance
plain-command-undo = undo, u
plain-command-help = help, ?
plain-command-repeat = repeat, again
plain-command-quit = quit, exit, q
plain-answer-retry = retry
plain-answer-play-on = play on
plain-answer-quit = quit

# The menu and setup
plain-menu-title = Main menu.
plain-menu-new = { $n }. New match
plain-menu-resume = { $n }. { $count ->
    [one] Resume the saved match
   *[other] Resume a saved match ({ $count } saved)
}
plain-menu-daily = { $n }. Daily challenge
plain-menu-quit = { $n }. Quit
plain-menu-ask = Type a number from 1 to { $count }.
plain-type-a-number = "{ $given }" is not one of the choices: type a number from 1 to { $count }.
plain-resume-title = Matches on the go:
plain-resume-item = { $n }. { $who }, round { $round } of { $rounds }, { $rules }
plain-resume-ask = Type a number from 1 to { $count }, or Enter for the first.
plain-setup-players = Who plays? Type the names separated by commas, cpu for a computer player (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect or cpu:shark). Enter keeps: { $now }.
plain-setup-rules = Which rules? Enter keeps { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = How are the dice thrown?
plain-setup-dice-screen = 1. The game throws them
plain-setup-dice-real = 2. Real dice: you type each throw
plain-setup-dice-pad = 3. Score pad: you type each box's points
plain-setup-same-dice = Same dice for every seat? 1. Yes, 2. No. Enter keeps { $now }.
plain-cannot-start = Cannot start: { $why }.
plain-nothing-to-resume = There is no match { $id } to resume.
plain-finished-to-history = A finished match was moved to history.
plain-finished-not-moved = A finished match could not be moved to history: { $why }
plain-already-in-history = A saved match had already finished and is in the history; its old save was kept as { $aside }.
plain-already-in-history-not-moved = A saved match had already finished and is in the history, but its old save could not be moved aside: { $why }
plain-learn-on-screen = Learn's lessons and puzzles are drawn on the board: they are not in plain mode yet. Every match is: try yahtzee --plain new.

# The daily
plain-daily-title = The daily challenge of { $day }: everyone plays the same dice today.
plain-daily-scored = You scored { $points } in today's daily. Play it again, unscored? 1. Yes, 2. No.
plain-daily-given-up = Today's scored attempt was left unfinished and deleted, so today scores nothing. Play it again, unscored? 1. Yes, 2. No.
plain-daily-taken = The daily of { $day } was begun in another window: it is that game that counts.
plain-daily-unwritable = The daily was not started, since your daily record cannot be written: { $why }

# The match told
plain-match-begins = A match of { $rules }: { $seats }. Type help for the commands.
plain-threw = { $name } threw { $dice }.
plain-holds = { $name } holds { $dice }.
plain-holds-none = { $name } holds no dice.
plain-scored = { $name } scored { $points } in { $spot }.
plain-scored-joker = { $name } scored { $points } in { $spot } (Joker).
plain-extra-bonus = { $name } gets a Yahtzee bonus of { $points }.
plain-upper-bonus = { $name } gets the upper bonus of { $points }.
plain-turn-of = { $name ->
    [You] Your turn.
   *[other] { $name }'s turn.
}
plain-turn-again = It is { $name }'s turn again.
plain-match-over = The match is over.
plain-corrected = { $name } corrected { $spot } from { $before } to { $after }.
plain-corrected-bonuses = { $name } corrected the Yahtzee bonuses from { $before } to { $after }.
plain-undone-throw = { $name } took back a throw.
plain-undone-hold = { $name } took back the hold change on die { $die }.
plain-undone-score = { $name } took back the score in { $spot }.
plain-undone-typed = { $name } took back the throw { $dice }.
plain-undone-bonuses = { $name } took back the correction of the Yahtzee bonuses.
plain-undo-not-saved = Undo not saved, so not done: { $why }
plain-cpu-preparing = The CPUs are getting ready: { $percent }%.
plain-save-failed = The match could not be saved: { $why } Type retry, play on (without saving) or quit.
plain-saved-now = Saved.
plain-playing-unsaved = Playing on WITHOUT SAVING ({ $why }).
plain-winner = { $name } wins with { $points } points.
plain-winners-tied = { $names } share first place with { $points } points.
plain-review-seat = { $name }: { $score } points; perfect play expected { $start } from the start, the dice's luck gave { $luck }, and the choices gave away { $cost }. Accuracy: { $accuracy } points lost a choice.
plain-review-later = The review of this match (luck and choices) needs the solver's table: yahtzee review tells it once it is ready.

# The prompt: whose turn it is, and what they can do
plain-prompt-first = { $name }, round { $round } of { $rounds }: type throw.
plain-prompt-again = { $name }, you have { $dice }; { $left ->
    [one] one throw left
   *[other] { $left } throws left
}: hold, throw or score.
plain-prompt-last = { $name }, you have { $dice }: score in a box.
plain-prompt-real-first = { $name }, round { $round } of { $rounds }: throw your dice and type throw with the five dice (throw 3 3 5 1 6).
plain-prompt-real-again = { $name }, you have { $dice }; { $left ->
    [one] one throw left
   *[other] { $left } throws left
}: type throw with the five dice now on the table, or score.
plain-prompt-pad = { $name }, round { $round } of { $rounds }: type score, the box and its points (score full house 25).

# What the commands say
plain-help = Commands: throw; hold 1 2 (the dice by their place, 1 to 5); release 1, or release for all; score full house (a box by its name, short name or first letters); card; standings; log; hints; odds; undo; repeat; help; quit. With real dice: throw 3 3 5 1 6. On a score pad: score full house 25, and correct full house 0.
plain-unknown = "{ $word }" is not a command. Type help for the commands.
plain-bad-dice = "{ $what }" does not name dice: dice are 1 to 5 by their place for hold and release, five faces from 1 to 6 for a throw.
plain-score-which = Score in which box? Type score and the box's name (score full house).
plain-no-such-box = There is no box called "{ $name }" on this card.
plain-box-ambiguous = "{ $name }" could be { $boxes }: type more of the name.
plain-bad-points = "{ $points }" is not a number of points.
plain-points-needed = Type the box's points after its name (score full house 25).
plain-which-column = Which column? Type its number after the box: { $columns }.
plain-hints-off = Hints are off for this match.
plain-hints-throw-first = Throw first: the hints are for the dice on the table.
plain-hints-unavailable = Hints on a card of several columns are on the screen only.
plain-hints-preparing = The hints are being prepared: { $percent }%. Ask again in a moment.
plain-hint = { $rank }. { $choice }: { $expected } points expected in the end.
plain-coach-warns = Coach: this loses { $loss } points on average. Better: { $better } ({ $better_total }). Yours: { $yours } ({ $yours_total }). Type the same command again to do it anyway.
plain-coach-preparing = The coach's table is still being prepared ({ $percent }%): this choice was not judged.
plain-odds-off = The chance to win is off for this match.
plain-odds-preparing = The chance to win is being prepared: { $percent }%. Ask again in a moment.
plain-odds-unavailable = There is no chance to win for these rules.
plain-odds = Chance to win: { $cells }.
plain-odds-cell = { $name } { $chance }

# The card, the standings and the log, read row by row
plain-card-column = Column { $column }:
plain-card-row = { $row }: { $cells }.
plain-card-cell = { $name } { $points }
plain-card-cell-empty = { $name } empty
plain-card-upper = { $name } { $points }, bonus { $bonus }
plain-card-upper-row = Upper section: { $cells }.
plain-card-total = Total: { $cells }.
plain-standing = { $rank }. { $name }, { $points } points.
plain-log-empty = Nothing has happened yet.
plain-log-threw = threw { $dice }
plain-log-kept-threw = kept { $kept } and threw { $dice }
plain-log-scored = scored { $points } in { $spot }
plain-log-took-back = took back a move
plain-log-turn = Round { $round }, { $name }: { $what }.

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# The line after "yahtzee: " when the arguments cannot be parsed
cli-usage-see-help = { $error } (see { $command } --help)
cli-usage-invalid-value = invalid value '{ $value }' for '{ $option }': { $reason }
cli-usage-invalid-arguments = invalid arguments

# sim: the heading line and the seats' table
cli-sim-summary = { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $rules } rules, seed { $seed }{ $dice ->
        [tape] { " " }on the tape
        [same] { " " }on the tape, same dice
       *[generator] { "" }
    }, { $threads ->
        [one] 1 thread
       *[other] { $threads } threads
    }, { $rotating ->
        [yes] first seat rotating
       *[no] seat 1 always first
    }: { $seconds } s, { $rate } games/s
cli-sim-seat = seat
cli-sim-level = level
cli-sim-mean = mean
cli-sim-sd = sd
cli-sim-min = min
cli-sim-max = max
cli-sim-bonus = bonus
cli-sim-yahtzee = yahtzee
cli-sim-wins = wins
cli-sim-interval = 95% interval
cli-sim-interval-range = { $low }–{ $high }
cli-sim-margin = margin
# Lists in a sentence: "bash, zsh and fish"
cli-list-and = { $first } and { $last }

# Values refused while the arguments are read
cli-arg-level-count = give 1 to { $most } levels
cli-arg-no-games = play at least 1 match
cli-arg-unknown-shell = no completion script for this shell; the shells known are { $shells }
cli-arg-not-assignment = '{ $value }' is not KEY=VALUE (e.g. joker=free)

# Why a command stopped
cli-error-config-problems = config: { $count ->
        [one] 1 problem
       *[other] { $count } problems
    }
cli-error-no-data-folder = no data folder could be found; give one with --data-dir DIR or ${ $variable }
cli-error-not-a-folder = the data folder { $path } is not a folder; give another with --data-dir DIR
cli-error-damaged-entry = that history entry is damaged: { $why }
cli-error-write = cannot write { $path }: { $why }
cli-error-not-a-file = cannot write { $path }: { $why }; name a regular file or a new one
cli-error-manual = cannot write the manual page: { $why }
cli-error-manual-dir = cannot write the manual pages in { $path }: { $why }
cli-error-no-terminal = the game needs a terminal; for scripts see yahtzee --help (rules, sim, advise, stats, review)
cli-error-terminal = terminal error: { $why }

# daily --history and --share
cli-daily-streak = Streak: { $days ->
        [one] 1 day
       *[other] { $days } days
    } (best { $best ->
        [one] 1 day
       *[other] { $best } days
    })
cli-daily-none-yet = No daily scored yet: yahtzee daily plays today's.
cli-daily-day-without-share = --day names the day of --share's line; give --share too
cli-daily-not-finished = the daily of { $day } is not finished: it has no score to share yet
cli-daily-not-played = no daily of { $day } was played here (yahtzee daily plays today's)
cli-share-line = Yahtzee daily { $day } · { $score }
cli-share-line-luck = Yahtzee daily { $day } · { $score } · luck { $luck }
cli-share-line-played = Yahtzee daily { $day } · { $score } · accuracy { $accuracy } · luck { $luck }

# stats
cli-stats-history-kept-aside = an earlier match history was damaged and kept as { $file }; these statistics count only the matches since then

# The result card (card, and the results screen's copy)
cli-card-subtitle = { $time } · { $rules } rules{ $play ->
        [real-dice] { " " }· real dice
        [score-pad] { " " }· score pad
       *[on-screen] { "" }
    }{ $practice ->
        [yes] { " " }· practice
       *[no] { "" }
    }
cli-card-same-dice = { " " }· same dice
cli-card-upper-total = Upper total
cli-card-upper-bonus = Bonus (≥{ $threshold } → { $bonus })
cli-card-lower-total = Lower total
cli-card-yahtzee-bonus = Yahtzee bonus
cli-card-total = TOTAL
cli-card-total-multiplied = TOTAL × multiplier
cli-card-place = { $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    }{ $shared ->
        [yes] =
       *[no] { "" }
    }
cli-card-luck-heading = Luck and play (expected points against perfect play):
cli-card-luck-heading-estimated = Luck and play (estimated expected points against Perfect's search):
cli-card-luck-line = { $name }  luck { $luck }  play { $play }  accuracy { $accuracy }
cli-card-luck-line-perfect = { $name }  luck { $luck }  play { $play }  accuracy { $accuracy }  Perfect on these dice { $perfect }

# Solved data made on first use, and finished matches looked up
cli-solving = Computing the optimal strategy for these rules (once; it is then cached)…
cli-solving-percent = Computing the optimal strategy for these rules (once; it is then cached): { $percent }%
cli-solver-cache-no-folder = no data folder
cli-solver-cache-unwritten = note: the solver's cache was not written ({ $why }); it will be computed again next time
cli-building-outlook = Computing the chance-to-win table for these rules (once; it is then cached)…
cli-no-finished-match-empty = no finished match '{ $which }': the history is empty (finish a match first)
cli-no-finished-match = no finished match '{ $which }' in history ({ $kept } kept)

## ==== end cli ====
