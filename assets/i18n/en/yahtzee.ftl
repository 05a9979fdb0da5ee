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
