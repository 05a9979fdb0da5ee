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

# Seats
core-seat-you = You
# A calendar day as the language writes it (the daily's day)
core-day = { $year }-{ $month }-{ $day }
# "Ana's", "your": for English sentences put together in code.
core-whose = { $who ->
    [you] your
   *[other] { $name }'s
}
# The name of a CPU seat nobody named: "Strong CPU".
core-cpu-name = { $level ->
    [beginner] Beginner CPU
    [casual] Casual CPU
    [perfect] Perfect CPU
    [shark] Shark CPU
   *[strong] Strong CPU
}

# Choices, as hints and the coach say them
core-choice-score = Score { $spot } for { $points }
core-choice-throw-all = Throw all five again
core-choice-hold = { $count ->
    [one] Hold { $keep }, throw one
   *[other] Hold { $keep }, throw { $count }
}
# The same in a narrow column
core-choice-short-throw-all = Reroll all
core-choice-short-keep = Keep { $keep }

# A turn in the log: "Bo: 2-3-5-6-6, kept 6-6 → 1-4-6-6-6 ▸ Sixes 18"
core-turn-first-throw = { $name }: { $dice }
core-turn-no-throw = { $name }:
core-turn-threw-all = threw all → { $dice }
core-turn-kept = kept { $kept } → { $dice }
core-turn-took-back = took back { $what }
core-turn-took-back-too = (took back { $what })
core-turn-corrected = (corrected to { $points })
core-turn-joker = (Joker)
core-turn-extra-bonus = { $spot } bonus +{ $points }
core-turn-upper-bonus = upper bonus +{ $points }
core-turn-stand-in = { $name } ({ $level } CPU standing in)
# What was taken back: "25 in Full house", "the throw 3-3-4-5-6"
core-taken-back-points = { $points } in { $spot }
core-taken-back-throw = the throw { $dice }

# CPU levels and how they play
core-level-beginner = Beginner
core-level-casual = Casual
core-level-strong = Strong
core-level-perfect = Perfect
core-level-shark = Shark
core-level-style-beginner = keeps its biggest group of dice and takes the best score in sight
core-level-style-casual = plays sensible rules of thumb and minds the upper bonus
core-level-style-strong = plays every turn to the odds with a good sense of the rest of the card
core-level-style-perfect = plays the mathematically optimal strategy
core-level-style-shark = plays to win the match: gambles when behind, plays safe when ahead

# Options: the CPUs' pace, the coach, the way of playing
core-speed-slow = Slow
core-speed-normal = Normal
core-speed-fast = Fast
core-speed-instant = Instant
core-coach-off = Off
core-coach-warn = Warn
core-coach-always = Always
core-measure-points = points
core-measure-chance-to-win = chance to win
core-mode-on-screen = dice on screen
core-mode-real-dice = real dice
core-mode-score-pad = score pad
core-mode-played-on-screen = played with dice on screen
core-mode-played-real-dice = played with real dice
core-mode-played-score-pad = kept on a score pad

# Refusals: a move the rules or the match do not allow
core-refuse-match-over = the match is over
core-refuse-not-your-turn = it is not your turn
core-refuse-no-seat = there is no seat { $seat }
core-refuse-no-throws-left = no throws left this turn: choose a box
core-refuse-all-held = all five dice are held: release one to throw, or choose a box
core-refuse-throw-first = throw the dice first
core-refuse-sticky-hold = held dice stay held this turn (sticky holds)
core-refuse-not-undoable = this action cannot be taken back
core-refuse-dice-on-pad = a score pad has no dice: choose a box and enter its points
core-refuse-kept-on-first-throw = nothing is kept on the first throw of a turn: type the five faces
core-refuse-kept-not-thrown = { $kept } cannot have stayed down: the throw before was { $before }
core-refuse-stand-in-for-cpu = a CPU stands in only for a person, never for a CPU's seat
core-refuse-filled = { $spot } is already filled
# $face is the die's face (1 to 6), $spot a box's name; $column is down or up.
core-refuse-joker-upper-first = Joker: five { $face }s must go in { $spot } while { $spot } is open
core-refuse-joker-lower-first = Joker: { $spot } is filled, so five { $face }s must go in an open lower box first
core-refuse-out-of-order = { $column ->
    [down] the Down column is filled top to bottom: { $spot } comes next
   *[up] the Up column is filled bottom to top: { $spot } comes next
}
# What the way of playing does not allow
core-mode-pad-has-no-dice = a score pad has no dice
core-mode-points-only-on-pad = points are entered only on a score pad
core-mode-typed-only-real-dice = only a real-dice seat types its throws
core-mode-real-dice-thrown-by-hand = a real-dice seat throws its own dice
# Dice typed in
core-dice-wrong-count = give exactly five dice, e.g. 3,3,3,5,5 (got { $count })
core-dice-bad-face = '{ $face }' is not a die face: use 1 to 6

# Undo
core-undo-off = undo is off for this match
core-undo-nothing = nothing to undo yet
core-undo-after-throw = nothing to undo since the throw (a throw cannot be taken back)
core-undo-nothing-typed = nothing typed to remove
core-undo-cpu-move = a CPU's move is never taken back
core-undo-not-yours = only seat { $seat } can take back that move
core-undo-fixed = that move cannot be taken back (held dice stay held this turn)
core-undo-cpu-began = a placement stands once a CPU's turn has begun (CPUs never wait, whatever their speed)

# The rules: presets, settings and the rules text around the template
core-preset-classic = Classic
core-preset-simple = Simple
core-preset-yatzy = Yatzy
core-preset-triple = Triple Yahtzee
core-preset-three-column = Three columns
core-rules-custom = Custom
core-rules-custom-yatzy = Custom Yatzy
core-rules-custom-triple = Custom Triple
core-rules-custom-three-column = Custom three-column
# What a column's total adds up: "upper section + upper bonus + lower section"
core-rules-part-upper = upper section
core-rules-part-upper-bonus = upper bonus
core-rules-part-lower = lower section
core-rules-part-extra-bonuses = extra-Yahtzee bonuses
# After a setting that differs from the Classic rules, in `yahtzee rules`
core-rules-classic-default = (Classic: { $value })
# Settings on the setup screen; $spot is a box's name
core-setting-layout = Card
core-setting-max-rolls = Rolls per turn
core-setting-sticky-holds = Held dice stay held
core-setting-upper-threshold = Upper bonus threshold
core-setting-upper-bonus = Upper bonus points
core-setting-kinds-score = Three/Four of a kind count
core-setting-points = { $spot } points
core-setting-five-of-a-kind-is-full-house = Five of a kind as full house
core-setting-extra-yahtzee-bonus = Extra-{ $spot } bonus
core-setting-bonus-needs-positive-yahtzee = Bonus needs { $spot } above 0
core-setting-joker = Joker rule
core-setting-help-layout = classic: 13 boxes; yatzy: 15 Scandinavian boxes; triple: 3 columns ×1 ×2 ×3; three_column: down, up, free.
core-setting-help-max-rolls = How many times a turn may throw the dice.
core-setting-help-sticky-holds = Once a die is held it cannot be released until the turn ends.
core-setting-help-upper-threshold = { $ones } to { $sixes } must add up to at least this for the upper bonus.
core-setting-help-upper-bonus = Points for reaching the upper threshold; 0 turns the bonus off.
core-setting-help-kinds-score = Three and Four of a kind score all five dice, or only the matching ones.
core-setting-help-points = Fixed value of a { $spot }.
core-setting-help-yahtzee-points = Value of five equal dice in the { $spot } box.
core-setting-help-five-of-a-kind-is-full-house = Whether five equal dice count as a { $spot } without the Joker.
core-setting-help-extra-yahtzee-bonus = Bonus for each further { $spot } once the { $spot } box is filled; 0 turns it off.
core-setting-help-bonus-needs-positive-yahtzee = With this on, a { $spot } box scratched to 0 earns no extra bonus.
core-setting-help-joker = forced: matching upper box, then lower, then upper; free: any box; off: no Joker.

# Seats as setup and the command line give them
core-seat-count = a match needs 1 to { $most } seats, not { $count }
core-seat-no-name = seat { $seat } has no name
core-seat-name-too-long = the name '{ $name }' is longer than { $most } characters
core-seat-bad-name = the name '{ $name }' has a control character or begins or ends with a space
core-seat-invisible = the name '{ $name }' has an invisible character, or one that turns the direction of text (a zero-width space, a right-to-left mark); type the name without it
core-seat-duplicate = two seats are named '{ $name }'; each seat needs its own name
core-seat-bad-entry = '{ $entry }' is not a seat: write a name, cpu, cpu:LEVEL or NAME@LEVEL

# The columns of a card of several, as their headings say them
core-column-down = Down
core-column-up = Up
core-column-free = Free

# The points a box takes: "5, 10 or 15", "7 to 28 except 10 and 25", "0 or 5 to 30"
core-points-or = { $init } or { $last }
core-points-and = { $init } and { $last }
core-points-range = { $lo } to { $hi }
core-points-range-step = { $lo } to { $hi } in steps of { $step }
core-points-range-except = { $lo } to { $hi } except { $missing }
core-points-zero-or = 0 or { $range }
# A score pad's points refused; $allowed is what the box takes
core-pad-no-bonus-possible = no Yahtzee bonus is possible with { $spot } now
core-pad-not-possible-bonus = { $points } with a Yahtzee bonus is not possible in { $spot }: with a bonus it takes { $allowed }
core-pad-not-possible = { $points } is not possible in { $spot }: { $allowed }
core-pad-only-with-bonus = { $spot } can only be filled with a Yahtzee bonus now
# Seats a way of playing does not fit
core-seats-pad-with-cpu = a score pad keeps score for people; a CPU needs dice
core-seats-cpu-real-dice = only a person throws real dice; a CPU throws on screen
core-seats-cpu-joining = only a person joins over SSH; a CPU plays at the host
core-seats-pad-joined = a score pad is kept at one table; no one joins it over SSH

# Why a saved match does not load (said inside the store's sentence about the damaged file)
core-load-card-count = there are { $cards } cards for { $seats } seats
core-load-card = { $name }'s card: { $error }
core-load-turn-seat = the turn belongs to seat { $seat }, but there are only { $seats } seats
core-load-rolls-used = { $rolls } rolls used this turn, but the rules allow { $max }
core-load-dice-without-roll = the dice and the rolls used disagree (dice without a roll, or a roll without dice)
core-load-illegal-entry = log entry { $index } is not a legal move: { $reason }
core-load-inconsistent = { $what ->
        [scorecards] the match's log does not lead to its scorecards
        [turn] the match's log does not lead to its current turn and dice
       *[dice] the match's log does not lead to its dice generator state
    }
core-card-impossible-points = { $spot } cannot hold { $points } under these rules
core-card-too-many-extras = { $count } extra Yahtzees, but a card has room for at most 12
core-card-extras-without-yahtzee = { $positive ->
        [yes] extra-Yahtzee bonuses need the Yahtzee box filled with a positive score
       *[no] extra-Yahtzee bonuses need the Yahtzee box filled
    }
core-card-extras-off = extra-Yahtzee bonuses are off in these rules
core-card-not-filled = { $spot } is not filled yet
# $layout is the card's id: classic, yatzy, triple, three_column
core-card-not-on-card = { $spot } is not a box of the { $layout } card
core-card-column-count = { $found } columns, but the { $layout ->
        [classic] Classic card
        [yatzy] Yatzy card
        [triple] Triple card
       *[three_column] three-column card
    } has { $columns }
core-card-out-of-order = the { $column } column is not filled in its order
core-card-extras-without-every-yahtzee = { $positive ->
        [yes] extra-Yahtzee bonuses need all three Yahtzee boxes filled with a positive score
       *[no] extra-Yahtzee bonuses need all three Yahtzee boxes filled
    }
core-card-no-column = the card has no such column
core-dice-no-such-face = a die shows 1 to 6, not { $face }
# A saved match's options that do not fit it
core-options-real-dice-seats = it has real-dice settings for { $given } seats, but the match has { $seats }
core-options-pad-with-real-dice = it is a score pad with real-dice seats; a score pad has no dice
core-options-coach-threshold = its coach threshold { $threshold } is not between 0 and { $most } points
core-options-coach-seats = it has coach settings for { $given } seats, but the match has { $seats }
core-options-ssh-seats = it has SSH seats for { $given } seats, but the match has { $seats }
core-options-log-misfit = log entry { $entry }: { $problem }

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

ai-other-rules = The strategy table at hand is for other rules than this match's.
ai-estimated = (estimated)
# A whole percentage: "83%"
ai-percent-whole = { $figure }%
# Percentage points: "+12.3 pp"
ai-percentage-points = { $figure } pp

# The review: choices and the verdict on a seat
ai-choice-score = score { $spot } for { $points }
ai-choice-rethrow-all = rethrow all five
ai-choice-hold = hold { $keep }
ai-no-decisions = No choices to judge: the points were written down, not played here with the dice.
ai-verdict-flawless = Flawless: every choice was optimal.
ai-verdict-excellent = Excellent play: within a few points of perfect.
ai-verdict-good = Good play, with a few costly choices.
ai-verdict-fair = Fair play: several choices gave away points.
ai-verdict-room-to-grow = Room to grow: the optimal choices would have scored far more on average.
ai-verdict-slip = Biggest slip: round { $round }, { $chosen } instead of { $best } (−{ $loss }).

# The chance-to-win timeline
ai-timeline-heading = Chance to win after each placement (every seat playing Perfect from there):
ai-timeline-swings = Biggest swings:
ai-swing = Round { $round }, { $name }: { $placed } took their chance to win from { $before }% to { $after }% ({ $change })

# Luck and skill: a seat's account
ai-luck-now-points = { $points } points
ai-luck-now-expected = { $expected } expected
ai-luck-sum = Luck { $luck }, play { $play }{ $estimated ->
    [yes] {" "}(estimated)
   *[no] {""}
}: { $start } expected at the start { $luck_term } luck { $play_term } play = { $now }.
ai-luck-estimate-gap = Of the luck, { $gap } is what the column estimate missed of the final score.
ai-accuracy-line = Accuracy { $mean } expected points a choice over { $count } choices: { $grade }{ $estimated ->
    [yes] {" "}(estimated)
   *[no] {""}
}.
ai-accuracy-none = Accuracy: no choice to judge.
ai-accuracy-short = { $mean } a choice ({ $grade })
ai-accuracy-none-short = no choices judged
ai-luck-luckiest = Luckiest throws:
ai-luck-unluckiest = Unluckiest throws:
ai-luck-costliest = Costliest choices:
ai-luck-throw = round { $round }, throw { $throw }: { $dice }  { $luck }
ai-luck-cost = round { $round }: { $chosen } instead of { $best }  −{ $cost }
# $who is "you" for the person playing against CPUs (their name is "You"), so a language
# can say "you scored" another way than "Ana scored".
ai-perfect-on-dice = { $who ->
   *[other] { $name } scored { $score }; Perfect would have scored { $perfect } on these dice (its rerolls from the same tape).
}
ai-not-on-tape = Perfect on these dice: not for this match. Its dice came one after another from one stream, so any other choice would have thrown other dice; matches on a dice tape (every new match) have it.
ai-luck-written-down = Points were written down rather than thrown here, so there is no luck to weigh.
ai-win-result-now = { $chance } now
ai-win-result-won = won
ai-win-result-lost = lost
ai-win-result-shared = shared first place ({ $share })
ai-win-account = In chances to win: { $start } at the start, luck { $luck }, play { $play }, the others' play { $others }: { $result }. Luck-adjusted result { $adjusted }.
# The results screen's readout: "Ana: luck +18.4, play −7.1"
ai-readout-seat = { $name }: luck { $luck }, play { $play }

# Accuracy's plain scale
ai-grade-perfect = perfect
ai-grade-expert = expert
ai-grade-strong = strong
ai-grade-fair = fair
ai-grade-learning = learning
ai-grade-scale = Accuracy is the expected points given away per choice that was a choice: perfect under 0.01, expert under 0.2 (the line of Verhoeff's proficiency test), strong under 0.5, fair under 1, learning above.

# Learn: puzzles and why the best box is best
ai-puzzle-easy = Easy
ai-puzzle-medium = Medium
ai-puzzle-hard = Hard
ai-puzzle-right = Right. { $why }
ai-puzzle-not-quite = Not quite. { $why }
ai-reason-now = { $spot } { $points } now
# $face is a die's face (1 to 6); "par" is three dice of that face
ai-reason-on-pace = { $spot } { $points } now: { $over ->
    [0] par
   *[other] { $over } over par
} (three { $face }s), on pace for the { $threshold } bonus
ai-reason-under-par = { $spot } would take { $points }, { $under } under par (three { $face }s make { $par }), the { $threshold } harder to reach
ai-reason-harder-later = { $spot } would take { $points }, but { $best } is the harder box to fill later
ai-reason-zero = { $spot } would be a zero, given up for good
ai-reason-later = { $spot } would take { $points }; later throws may fill it as well
ai-reason = { $first }; { $second }. The difference: { $loss } points on average.
ai-reason-waiting = { $first }; { $second }; kept open, { $spot } waits for more { $face }s. The difference: { $loss } points on average.

ai-differences-only = On a card of several columns no final total can be estimated honestly (the column-by-column valuation misses Perfect's simulated mean by over 100 points from the empty card, and by tens of points in mid-game even corrected for the round), so only the differences between options are shown.

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

# Refusals a front end hears from the table
table-denied-spectator = You are watching this match: a spectator cannot play.
table-denied-not-your-seat = You play { $own }'s seat, not { $asked }'s.
table-denied-host-lets-in = Only the host of a hosted table lets a guest take a seat.
table-denied-host-stands-in = Only the host of a hosted table lets a CPU stand in.
table-denied-host-sets-pace = The CPUs' pace is set by the table, not from a seat.
table-denied-gone = You are not at this table.
# News at the table; $error is a full sentence of its own
table-save-failed-plays-on = The host could not save the match: { $error } It plays on; every move tries again.
table-closed = The table is closed: the host has left (the match stays saved at the host).
table-personal-best = { $who ->
   *[other] ★ New personal best for { $name }: { $total } (was { $previous })
}
# What leaving now would lose
table-lost-finished = { $count ->
    [one] Not saved: this finished match is not in the history and does not count in statistics (the last action could not be saved).
   *[other] Not saved: this finished match is not in the history and does not count in statistics (the last { $count } actions could not be saved).
}
table-lost-since-last-save = { $count ->
    [one] Not saved: the last action of this match is lost; resuming it goes back to where it was last saved.
   *[other] Not saved: the last { $count } actions of this match are lost; resuming it goes back to where it was last saved.
}
table-lost-never-saved = { $count ->
    [one] Not saved: this match was never saved, so 1 action is lost and it cannot be resumed.
   *[other] Not saved: this match was never saved, so { $count } actions are lost and it cannot be resumed.
}
# A CPU seat that cannot play
table-cpu-needs-odds = The { $level } CPU needs the chance-to-win table, which cannot be built here.
table-cpu-not-made = the CPU could not be made
table-cpu-nothing-to-play = The CPU found nothing to play.

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
store-setup-bad-language = its language '{ $code }' is not a language code
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

# Why a file's contents are refused (more)
store-format-version-zero = its format version 0 was never written
store-cannot-lock = cannot lock { $path }: { $error }
store-presets-too-many = it holds { $count } presets, more than the { $most } kept
store-presets-twice = it names two presets '{ $name }'
store-json-key-twice = the key "{ $key }" is given twice in one object
store-aside-names-taken = every name to keep the file aside is taken
store-no-date = { $what ->
    [its-start] its starting time
    [its-save] its saving time
    [its-finish] its finishing time
    [a-start] a starting time
    [a-finish] a finishing time
    [best-game] has a best game at
   *[high-score] has a high score at
} { $unix } is no date (after the year 9999)
store-not-in-year = { $what ->
    [its-start] its starting time
    [its-save] its saving time
    [its-finish] its finishing time
    [a-start] a starting time
    [a-finish] a finishing time
    [best-game] has a best game at
   *[high-score] has a high score at
} { $time } is not in its year
store-names-no-rules = names no rules
store-names-unknown-rules = names the rules '{ $name }', which no rules on the { $card ->
    [classic] Classic card
    [yatzy] Yatzy card
    [triple] Triple card
   *[three_column] three-column card
} are called

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
plain-menu-learn = { $n }. Learn to play
plain-menu-quit = { $n }. Quit
plain-menu-ask = Type a number from 1 to { $count }.
plain-type-a-number = "{ $given }" is not one of the choices: type a number from 1 to { $count }.
plain-resume-title = Matches on the go:
plain-resume-item = { $n }. { $who }, round { $round } of { $rounds }, { $rules }, last played { $played }
plain-resume-ask = Type a number from 1 to { $count }, or Enter for the first.
plain-setup-players = Who plays? Type the names separated by commas, cpu for a computer player (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect or cpu:shark). Enter keeps: { $now }.
plain-setup-rules = Which rules? Enter keeps { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = How are the dice thrown?
plain-setup-dice-screen = 1. The game throws them
plain-setup-dice-real = 2. Real dice: you type each throw
plain-setup-dice-pad = 3. Score pad: you type each box's points
plain-setup-same-dice = Same dice for every seat? 1. Yes, 2. No. Enter keeps { $now }.
plain-setup-language = Which language? { $list }. Enter keeps { $now }.
plain-cannot-start = Cannot start: { $why }.
plain-nothing-to-resume = There is no match { $id } to resume.
plain-finished-to-history = A finished match was moved to history.
plain-finished-not-moved = A finished match could not be moved to history: { $why }
plain-already-in-history = A saved match had already finished and is in the history; its old save was kept as { $aside }.
plain-already-in-history-not-moved = A saved match had already finished and is in the history, but its old save could not be moved aside: { $why }
# Learn in plain mode: the screen's own setup-learn-… words, and these for what plain mode does its own way
plain-learn-command-next = next, n
plain-learn-command-back = back
plain-learn-command-list = list
plain-learn-item = { $n }. { $text }
plain-learn-lesson-item-done = { $n }. { $title } (done)
plain-learn-ask = Type a number from 1 to { $count } (Enter opens { $default }), or quit for the menu.
plain-learn-help = In Learn: a number opens that lesson or those puzzles; next goes on, back goes a step back, list reads the list, card reads the card, repeat says the last lines again, quit goes back to the menu. In a lesson, type what the step asks (throw, hold 1 2, score chance), or next to have it done; in a puzzle, score and a box (score full house).
plain-learn-step-do = Type { $command }, or next to have it done.
plain-learn-you-threw = You threw { $dice }.
plain-learn-you-hold = You hold { $dice }.
plain-learn-you-hold-none = You hold no dice.
plain-learn-you-scored = You scored { $points } in { $spot }.
plain-learn-asks-for = This lesson asks for something else: type { $command }.
plain-learn-lesson-done-next = Lesson done. Type next for the next lesson, back to go a step back, list for the lessons, or quit.
plain-learn-lesson-done-last = Lesson done: that was the last one. Type list for the lessons and the puzzles, or quit.
plain-learn-lesson-over = The lesson is done: type next, list or quit.
plain-learn-card = Your card: { $cells }. Upper section { $upper }, bonus { $bonus }; total { $total }.
plain-learn-card-column = Column { $column }: { $cells }. Upper section { $upper }, bonus { $bonus }; total { $total }.
plain-learn-card-cell = { $name } { $points }
plain-learn-card-open = { $name } open
plain-learn-puzzle-ask = You have { $dice } and no throws left: which box would you use? Type score and the box (score full house).
plain-learn-puzzle-score = Answer with score and a box (score full house), or type next for another puzzle.
plain-learn-puzzle-next = Type next for the next puzzle, list for Learn, or quit.
plain-learn-reset-ask = { $question } { $text } 1. Yes, 2. No.

# The daily
plain-daily-title = The daily challenge of { $day }: everyone plays the same dice today.
plain-daily-scored = You scored { $points } in today's daily. Play it again, unscored? 1. Yes, 2. No.
plain-daily-given-up = Today's scored attempt was left unfinished and deleted, so today scores nothing. Play it again, unscored? 1. Yes, 2. No.
plain-daily-taken = The daily of { $day } was begun in another window: it is that game that counts.
plain-daily-unwritable = The daily was not started, since your daily record cannot be written: { $why }
plain-daily-streak = Your streak: { $now ->
    [one] { $now } day
   *[other] { $now } days
} in a row; your best: { $best ->
    [one] { $best } day
   *[other] { $best } days
}.
plain-daily-streak-none = You have no streak yet: a scored daily each day makes one.

# The match told
plain-match-begins = A match of { $rules }: { $seats }. Type help for the commands.
plain-threw = { $who ->
    [you] You threw { $dice }.
   *[other] { $name } threw { $dice }.
}
plain-holds = { $who ->
    [you] You hold { $dice }.
   *[other] { $name } holds { $dice }.
}
plain-holds-none = { $who ->
    [you] You hold no dice.
   *[other] { $name } holds no dice.
}
plain-scored = { $who ->
    [you] You scored { $points } in { $spot }.
   *[other] { $name } scored { $points } in { $spot }.
}
plain-scored-joker = { $who ->
    [you] You scored { $points } in { $spot } (Joker).
   *[other] { $name } scored { $points } in { $spot } (Joker).
}
plain-extra-bonus = { $who ->
    [you] You get a Yahtzee bonus of { $points }.
   *[other] { $name } gets a Yahtzee bonus of { $points }.
}
plain-upper-bonus = { $who ->
    [you] You get the upper bonus of { $points }.
   *[other] { $name } gets the upper bonus of { $points }.
}
plain-turn-of = { $who ->
    [you] Your turn.
   *[other] { $name }'s turn.
}
plain-turn-again = { $who ->
    [you] It is your turn again.
   *[other] It is { $name }'s turn again.
}
plain-match-over = The match is over.
plain-corrected = { $who ->
    [you] You corrected { $spot } from { $before } to { $after }.
   *[other] { $name } corrected { $spot } from { $before } to { $after }.
}
plain-corrected-bonuses = { $who ->
    [you] You corrected the Yahtzee bonuses from { $before } to { $after }.
   *[other] { $name } corrected the Yahtzee bonuses from { $before } to { $after }.
}
plain-undone-throw = { $who ->
    [you] You took back a throw.
   *[other] { $name } took back a throw.
}
plain-undone-hold = { $who ->
    [you] You took back the hold change on die { $die }.
   *[other] { $name } took back the hold change on die { $die }.
}
plain-undone-score = { $who ->
    [you] You took back the score in { $spot }.
   *[other] { $name } took back the score in { $spot }.
}
plain-undone-correction = { $who ->
    [you] You took back the correction in { $spot }.
   *[other] { $name } took back the correction in { $spot }.
}
plain-undone-typed = { $who ->
    [you] You took back the throw { $dice }.
   *[other] { $name } took back the throw { $dice }.
}
plain-undone-bonuses = { $who ->
    [you] You took back the correction of the Yahtzee bonuses.
   *[other] { $name } took back the correction of the Yahtzee bonuses.
}
plain-undo-not-saved = Undo not saved, so not done: { $why }
plain-cpu-preparing = The CPUs are getting ready: { $percent }%.
plain-save-failed = The match could not be saved: { $why } Type retry, play on (without saving) or quit.
plain-saved-now = Saved.
plain-playing-unsaved = Playing on WITHOUT SAVING ({ $why }).
plain-winner = { $who ->
    [you] You win with { $points } points.
   *[other] { $name } wins with { $points } points.
}
plain-winners-tied = { $names } share first place with { $points } points.
plain-solo-total = { $who ->
    [you] You finished with { $points } points.
   *[other] { $name } finished with { $points } points.
}
plain-review-seat = { $name }: { $score } points; perfect play expected { $start } from the start, the dice's luck gave { $luck }, and the choices gave away { $cost }. Accuracy: { $accuracy } points lost per choice.
plain-review-later = The review of this match (luck and choices) needs the solver's table: yahtzee review tells it once it is ready.
plain-review-preparing = The review of the match is being prepared: { $percent }%.

# The prompt: whose turn it is, and what they can do
plain-prompt-first = { $who ->
    [you] Round { $round } of { $rounds }: type throw.
   *[other] { $name }, round { $round } of { $rounds }: type throw.
}
plain-prompt-again = { $who ->
    [you] You have
   *[other] { $name }, you have
} { $dice }; { $left ->
    [one] one throw left
   *[other] { $left } throws left
}: hold, throw or score.
plain-prompt-last = { $who ->
    [you] You have { $dice }: score in a box.
   *[other] { $name }, you have { $dice }: score in a box.
}
plain-prompt-real-first = { $who ->
    [you] Round { $round } of { $rounds }: throw your dice and type throw with the five dice (throw 3 3 5 1 6).
   *[other] { $name }, round { $round } of { $rounds }: throw your dice and type throw with the five dice (throw 3 3 5 1 6).
}
plain-prompt-real-again = { $who ->
    [you] You have
   *[other] { $name }, you have
} { $dice }; { $left ->
    [one] one throw left
   *[other] { $left } throws left
}: type throw with the five dice now on the table, or score.
plain-prompt-pad = { $who ->
    [you] Round { $round } of { $rounds }: type score, the box and its points (score full house 25).
   *[other] { $name }, round { $round } of { $rounds }: type score, the box and its points (score full house 25).
}

# What the commands say
plain-help = Commands: { $commands }.{ $then }
plain-help-join = { "; " }
plain-help-throw = throw
plain-help-hold = hold 1 2 (the dice by their place, 1 to 5)
plain-help-release = release 1, or release for all
plain-help-score = score full house (a box by its name, short name or first letters)
plain-help-card = card
plain-help-standings = standings
plain-help-log = log
plain-help-hints = hints
plain-help-odds = odds
plain-help-undo = undo
plain-help-repeat = repeat
plain-help-help = help
plain-help-quit = quit
plain-help-real-dice = With real dice: throw 3 3 5 1 6.
plain-help-score-pad = On a score pad: score full house 25, and correct full house 0.
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
# A hold, with the command that makes it: the dice by their place, as `hold` takes them.
plain-hint-hold = { $rank }. { $choice } (type { $command }): { $expected } points expected in the end.
plain-coach-warns = Coach: this loses { $loss } points on average. Better: { $better } ({ $better_total }). Yours: { $yours } ({ $yours_total }). Type the same command again to do it anyway.
plain-coach-preparing = The coach's table is still being prepared ({ $percent }%): this choice was not judged.
plain-zero-asks = { $spot } would score 0; { $better } gives { $points }. Type { $command } again to score 0, or another command.
plain-odds-off = The chance to win is off for this match.
plain-odds-preparing = The table for the chance to win is being prepared ({ $percent }% done). Ask again in a moment.
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
plain-standing = { $rank }. { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
plain-log-empty = Nothing has happened yet.
# A turn's phrases after the seat's name; $who is "you" for the person at a table of CPUs
# (English says both alike; German "Du: würfelst").
plain-log-threw = { $who ->
    [you] threw { $dice }
   *[other] threw { $dice }
}
plain-log-kept-threw = { $who ->
    [you] kept { $kept } and threw { $dice }
   *[other] kept { $kept } and threw { $dice }
}
plain-log-scored = { $who ->
    [you] scored { $points } in { $spot }
   *[other] scored { $points } in { $spot }
}
plain-log-took-back = { $who ->
    [you] took back { $points } in { $spot }
   *[other] took back { $points } in { $spot }
}
plain-log-took-back-throw = { $who ->
    [you] took back the throw { $dice }
   *[other] took back the throw { $dice }
}
plain-log-turn = Round { $round }, { $name }: { $what }.

# A guest over SSH (tui::window::PlainWindow, at a hosted table)
plain-guest-welcome = A hosted table, in plain lines: each event is said once. Type help for the commands, quit to leave.
plain-guest-setting-up = The host is still setting the match up: the seats are said as soon as it starts.
plain-guest-choose = Choose your seat by its number, or watch:
plain-guest-offer = { $number }. { $name }: { $state }.
plain-guest-watch-offer = { $number }. { $watch }.
plain-guest-choose-help = Type a number to take that place, or quit to leave. A seat taken is yours until the match ends: come back with the same name (ssh NAME@…) to take it again.
plain-guest-not-listed = "{ $what }" is not on the list: type a number from 1 to { $last }.
plain-guest-watching = You are watching: every event is said as it happens; card, standings and log read the match, quit leaves.
plain-guest-watching-served = You are watching: every event is said as it happens; card, standings and log read the match, quit goes back to the lobby.
plain-guest-over = The match is over: quit leaves the table.
plain-guest-host-join = In plain lines, for a screen reader: { $join }

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

# The main menu
play-menu-motto = five dice · thirteen boxes
play-menu-new-match = New match
play-menu-daily = Daily
play-menu-learn = Learn to play
play-menu-resume = Resume match
play-menu-rules = Rules
play-menu-statistics = Statistics
play-menu-history = History
play-menu-guest-keys = Guests' keys
play-menu-quit = Quit
play-menu-saved = Saved: { $about }
play-menu-key-quit = quit

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] { $rules } rules · same dice · round { $round } of { $rounds }
       *[other] { $rules } rules · round { $round } of { $rounds }
    }
# The rules without the round, where the line is too short for both.
play-title-rules = { $same ->
        [yes] { $rules } rules · same dice
       *[other] { $rules } rules
    }
play-title-practice = PRACTICE
play-title-not-saved = NOT SAVED
play-title-building = chance to win: building { $percent }%
play-title-keys = { $key } keys

# The match screen: the turn's panel
play-panel-to-play = { $who ->
        [you] ▶ { $name } to play
       *[other] ▶ { $name } to play
    }
play-panel-to-play-cpu = ▶ { $name } to play · { $level } CPU
play-panel-match-over = Match over
play-panel-upper-bonus-earned = Upper bonus earned: +{ $bonus }
play-panel-upper-over-par = Upper { $subtotal }/{ $threshold } · +{ $margin } over par
play-panel-upper-under-par = Upper { $subtotal }/{ $threshold } · { $margin } under par

# The match screen: the match log
play-log-title = Match log (newest first; { $key } for older)
play-log-title-scrolled = Match log ({ $count } newer above; { $key })
play-log-title-narrow = Log · { $key }: older
play-log-title-narrow-scrolled = Log · { $count } newer: { $key }
play-log-round = R{ $round }

# The match screen: the help bar along the bottom (short: a word or two each)
play-help-type-dice = type the dice
play-help-enter-throw = enter the throw
play-help-points = points
play-help-enter-points = enter the points
play-help-you-play = you play
play-help-plays = { $name } plays
play-help-you-take-back = you take back
play-help-takes-back = { $name } takes back
play-help-menu = menu
play-help-close = close
play-help-value = value
play-help-box = box
play-help-seat = seat
play-help-check = check

# The match screen: typing a throw or points (real dice, the score pad)
play-typing-no-throws-left = No throws left: choose a box and press { $key }.
play-typing-dice = Throw { $throw }, type the five dice: { $entry }
play-typing-points = { $spot }: type the points: { $entry }
play-typing-points-allowed = { $spot }: type the points ({ $allowed }): { $entry }
play-typing-allowed-bonus = with a Yahtzee bonus: { $bonus }
play-typing-allowed-and-bonus = { $points }; with a Yahtzee bonus: { $bonus }
play-typing-tip-kept-box = 33/514: 3-3 kept · Backspace fixes · { $arrows } a box, then { $score } scores
play-typing-tip-kept = 33/514: 3-3 kept · Backspace fixes · { $score } scores
play-typing-tip-first = 33516 then Enter · Backspace fixes · { $score } scores
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } box · 25+ adds a Yahtzee bonus · { $correct } corrects
       *[other] { $arrows } box · { $correct } corrects
    }

# The match screen: the line under the dice
play-thinking = Thinking: working out the optimal strategy for these rules… { $percent }%
play-press-to-throw = Press { $key } to throw.

# After a throw: what the keys do, as parts of one sentence ("·" between them)
play-after-throw-type-next = type the next throw (kept dice before a /: 33/514)
play-after-throw-hold = { $keys } hold
play-after-throw-hold-dice = { $keys } hold dice
play-after-throw-throws = { $key } throws
play-after-throw-score-columns = { $arrows } and { $score } score
play-after-throw-other-cards = { $key } other cards
play-after-throw-score = { $arrows } and { $score } score a box

# A Yahtzee thrown again: the bonus and the joker, one sentence each
play-joker-another-yahtzee = Another Yahtzee!
play-joker-bonus-earned = Bonus earned, whichever box you fill.
play-joker-only = Joker: five { $face }s go in { $spot }.
play-joker-any-lower = Joker: five { $face }s go in any open lower box (fixed values count).
play-joker-any-upper = Joker: with the lower boxes full, five { $face }s go in any open upper box for 0.
play-joker-any = Joker: five { $face }s may go in any open box.

# The match screen: what a key pressed at the wrong moment is told
play-coach-still-building = The coach's table is still being built ({ $percent }%): this choice was not judged.
play-coach-on-kept-dice = Coach, on the dice you kept: { $message }
play-coach-think-again = Think again: { $key } shows every option.
play-type-throw-first = Type the five faces of your throw first (e.g. 33516), then { $key }.
play-throw-first = Throw the dice first ({ $key }).
play-already-filled = { $spot } is already filled.
play-real-dice-throw = Throw your dice, then type the five faces (e.g. 33516) and press Enter.
play-pad-no-dice = A score pad has no dice: type the points for { $spot } and press Enter.
play-real-dice-hold = Real dice are held by hand: type the five faces after each throw, the kept ones before a / (33/514).
play-pad-no-dice-to-hold = A score pad has no dice to hold.
play-back-to-your-card = Back to your card: choose the box and press { $key } to score.
play-type-points-first = Type the points for { $spot } first.
play-type-points-first-allowed = Type the points for { $spot } first ({ $allowed }).
play-choose-box-first = Choose a box first ({ $arrows } shows the cursor), then { $key }: a typed throw never scores by itself.
play-hints-off = Hints are off for this match.
play-hints-own-turn = Hints are for your own turn.
play-hints-by-chance = Hints ranked by chance to win.
play-hints-by-total = Hints ranked by expected total.
play-undo-typed-first = { $entry } typed: finish it with { $finish } or clear it with { $clear } before undoing.
play-only-owner-stand-in = Only the table's owner lets a CPU stand in for someone away.
play-only-owner-let-in = Only the table's owner lets someone waiting take a seat.
play-not-scored = Not scored.
play-cpu-turn-skip = It is a CPU's turn: { $key } skips to the end of it.

# The match screen: buttons, the dice and the card
play-button-throw = Throw
play-button-score = Score
play-button-hint = Hint
play-button-undo = Undo
play-button-skip = Skip
play-button-menu = Menu
play-dice-score-pad = Score pad: no dice
play-dice-real-throw-of = Real dice · throw { $throw } of { $max }
play-dice-throw-of = Throw { $throw } of { $max }
play-dice-real-ready = Real dice · ready to throw
play-dice-ready = Ready to throw

# Under a die, where it fits with a space before the next die's word (dice are 7 or 9
# columns apart, 6 or 5 when small); else the short form below
play-dice-held = HELD
play-dice-kept = kept
# Under a held (kept) die too narrow for the word above: a mark of one or two columns
play-dice-held-short = ✓
play-dice-kept-short = ✓
play-card-title = Scorecard

# The match screen: its overlays
play-zero-title = Score a zero?
play-zero-question = Score 0 in { $spot }? { $better } would score { $points }.
play-zero-yes = { $key }: yes, score 0
play-zero-no = { $key }: no
play-coach-title = Coach
play-coach-do-it = { $key }: do it anyway
play-coach-think = { $key }: think again
play-pause-title = Paused
play-pause-resume = Resume
play-pause-cpu-speed = CPU speed
play-pause-cpu-speed-is = CPU speed: { $speed } ({ $key } changes)
play-pause-cpu-speed-none = CPU speed: no CPU seated
play-pause-cpu-speed-guest = CPU speed (set by the table)
play-pause-rules = Rules
play-pause-keys = Keys
play-pause-main-menu = Main menu (the match stays saved)
play-pause-quit = Quit (the match stays saved)
play-pause-main-menu-unsaved = Main menu (not saved: the match ends)
play-pause-quit-unsaved = Quit (not saved: the match ends)
play-pause-leave-table = Leave the table (your seat waits for you)
play-pause-leave-and-quit = Leave the table and quit
play-handover-title = Next player
play-handover-turn = { $name }'s turn — press { $key }
play-handover-your-turn = Your turn — press { $key }
play-handover-pass = Pass the keyboard.
play-handover-pass-you-undo = Pass the keyboard; { $key } takes back your last move.
play-handover-pass-undo = Pass the keyboard; { $key } gives { $name } back the last move.
play-save-failed-title = Could not save
play-save-failed-move = The last move could not be saved: { $error }.
play-save-failed-match = This match could not be saved: { $error }.
play-save-failed-retry = Retry
play-save-failed-play-on = Play on without saving
play-save-failed-quit = Quit without saving
play-correct-title = Correct a score
play-correct-seat = Seat   ◀ { $name } ▶   ({ $keys })
play-correct-row = Row    { $row }: now { $now }   ({ $keys })
play-correct-new = New    { $value }
play-correct-confirm = Change { $name }'s { $row } from { $now } to { $new }? { $yes }: yes · { $no }: no
play-correct-type = Type the new value, { $yes } to check it, { $no } to close.

# The match screen: the hints panel
play-hint-best = (best)
play-hint-ties-best = (ties best)
play-hint-behind-points = (−{ $gap })
play-hint-behind-percent = (−{ $gap }%)
play-hint-whole-percent = { $percent }%
play-hint-title-total = Hints (expected final total)
play-hint-title-behind = Hints (points behind the best)
play-hint-title-by-win = Hints: chance to win · points (w: by points)
play-hint-title-by-points = Hints: points · chance to win (w: by win)
play-hint-short-title-by-win = Hints · win % · points (w)
play-hint-short-title-by-points = Hints · points · win % (w)
play-hint-short-title-behind = Hints · points behind best
play-hint-short-title-total = Hints · expected total
play-hint-columns-behind = Options show points behind the best: several columns have no true total.
play-hint-from-start = From the start of this turn: { $total }
play-hint-holds-now = Your holds now → { $option }
play-hint-holds-now-rating = Your holds now{ $rating }
play-hint-working = Working out the optimal strategy… { $percent }%

# The results: the winner, the standings, the luck and play table
play-results-finished-with = { $who ->
   *[other] { $name } finished with { $points } points.
}
play-results-wins-with = { $who ->
    [you] You win with { $points } points!
   *[other] { $name } wins with { $points } points!
}
play-results-share-first = { $names } and { $last } share first place with { $points } points!
play-results-title = Match over · { $daily }{ $rules } rules{ $same ->
        [yes] { " · same dice" }
       *[other] {""}
    }{ $practice ->
        [yes] { " · practice" }
       *[other] {""}
    }
play-results-standings = Standings
play-results-winners-card = Winner's card · { $name }
play-results-card-of = { $name }'s card
play-results-final-cards = Final cards

# The standings' headings: the number of five-of-a-kinds is headed by the box's name
play-results-fives = { $spot }s
play-results-rank = Rank
play-results-player = Player
play-results-total = Total
play-results-bonus = Bonus
play-results-bonus-yes = yes
play-results-bonus-no = no
play-results-luck-title = Luck and play:
play-results-luck-title-estimated = Luck and play (estimated):
play-results-luck-title-perfect = Luck and play, and Perfect on the same dice:
play-results-luck-title-estimated-perfect = Luck and play (estimated), and Perfect on the same dice:
play-results-luck = luck
play-results-play = play
play-results-perfect = Perfect
play-results-perfect-line = Perfect on the same dice: { $scores }
play-results-key-leave-table = leave the table
play-results-stay = The results stay until you choose: { $menu } for the main menu, { $rematch } for a rematch.
play-results-stay-guest = The results stay until you choose: { $key } to leave the table.
play-results-guest-rematch = Only the host starts a rematch: they run yahtzee host again and share the new code.
play-results-guest-card = A guest keeps no files at this table: the match is in the host's history, where its card can be printed (yahtzee card).

# The result card's key: where the card went
play-card-note-saved-sent = Result card saved as { $path } and sent to the terminal's clipboard (if it supports it)
play-card-note-saved-line-sent = Result card saved as { $path }; its share line sent to the terminal's clipboard (if it supports it)
play-card-note-saved-no-clipboard = Result card saved as { $path } (this terminal cannot take it to the clipboard)
play-card-note-saved-no-clipboard-why = Result card saved as { $path } (this terminal cannot take it to the clipboard: { $why })
play-card-note-saved-line-no-clipboard = Result card saved as { $path } (this terminal cannot take its share line to the clipboard); copy the line from the screen
play-card-note-saved-line-no-clipboard-why = Result card saved as { $path } (this terminal cannot take its share line to the clipboard: { $why }); copy the line from the screen
play-card-note-sent-not-saved = Result card sent to the terminal's clipboard (if it supports it), but not saved: { $error }
play-card-note-not-saved-line-sent = The result card could not be saved ({ $error }); its share line sent to the terminal's clipboard (if it supports it)
play-card-note-not-saved = The result card could not be saved: { $error }

# The daily
play-daily-title = Daily: the same dice for everyone today
play-daily-about = One solo Classic game a day, on dice every copy of the game throws alike that day (UTC).
play-daily-today = Today, { $day }: { $about }
play-daily-unplayed = Not played yet. Your first game today is the one that counts: no hints, no undo. Later games today are replays.
play-daily-on-the-go = Your scored game is on the go: it counts when you finish it.
play-daily-given-up = Your scored game was deleted unfinished: today scores nothing.
play-daily-scored = Scored: { $score }. Later games today are replays, unscored.
play-daily-replay-on-the-go = Your replay is on the go (round { $round } of { $rounds }): Enter resumes it. To start over, delete it under Resume.
play-daily-streak-none = Streak: none yet
play-daily-streak = Streak: { $now ->
        [one] { $now } day
       *[other] { $now } days
    } · best { $best ->
        [one] { $best } day
       *[other] { $best } days
    }
play-daily-accuracy-luck = Accuracy: points given away per choice against perfect play (expert under 0.2). Luck: what the dice gave above or below their average.
play-daily-share = Share: { $share }
play-daily-none-scored = No daily scored yet.
play-daily-nothing-to-share = No daily is scored yet: there is nothing to share.
play-daily-scored-share = The daily of { $day } is scored. Share: { $share }
play-daily-replay-unscored = A replay of the daily of { $day }: unscored.
play-daily-given-up-replay = Today's scored attempt was left unfinished and deleted, so today scores nothing.
play-daily-you-scored = You scored { $score } in today's daily.
play-daily-key-play = play today's
play-daily-key-resume = resume today's
play-daily-key-replay = replay (unscored)
play-daily-key-resume-replay = resume the replay
play-daily-key-card-share = card + share line

# The match screen: what the line under the dice tells of a move
play-cpu-threw = { $name } threw { $dice }
play-cpu-holds = { $name } holds a { $face }
play-cpu-holds-kept = { $name } holds a { $face } ({ $kept } held)
play-cpu-releases-none = { $name } releases a { $face } (nothing held)
play-cpu-releases-kept = { $name } releases a { $face } ({ $kept } still held)
play-scored = { $name } scored { $points } in { $spot }
play-scored-joker = { $name } scored { $points } in { $spot } (Joker)
play-scored-bonus = { $name } scored { $points } in { $spot } and a Yahtzee bonus of { $bonus }
play-scored-joker-bonus = { $name } scored { $points } in { $spot } (Joker) and a Yahtzee bonus of { $bonus }
play-banner-five = ★ { $cheer }! ★  { $name } +{ $points }
play-banner-another = ★ Another { $cheer }! ★  { $name } +{ $points }
play-corrected-box = Corrected { $name }'s { $spot }: { $before } → { $after }
play-corrected-extra = Corrected { $name }'s extra Yahtzees: { $before } → { $after }
play-spectator = You are watching this match: a spectator cannot play.
play-undo-not-saved = Undo not saved, so not done: { $error }
play-table-closed = The table is closed: the host has left.
play-saved = Saved.
play-playing-unsaved = Playing on WITHOUT SAVING ({ $error }).
play-not-taken-back = Not saved, so not taken back: { $error }
play-their-own-terminal = It is { $name }'s turn: they play at their own terminal.
play-not-your-turn = It is not your turn: it is { $name }'s turn.
play-match-is-over = The match is over.
play-cpu-speed-now = CPU speed: { $speed }.

# The coach's warnings
play-coach-lowers-chance = This lowers your chance to win by { $loss } percentage points. Better: { $better } ({ $better_chance }). Yours: { $yours } ({ $your_chance }).
play-coach-loses-estimate = This loses about { $loss } points on average (an estimate). Better: { $better }. Yours: { $yours }.
play-coach-loses = This loses { $loss } points on average. Better: { $better } ({ $better_total }). Yours: { $yours } ({ $your_total }).

# The keys overlay and the keys refused while typing
play-keys-title = Keys
play-keys-this-table = This table
play-keys-during-play = During play
play-keys-anywhere = Anywhere
play-keys-on-the-card = On the card
play-keys-backspace = Backspace
play-keys-type-points = type the points (+ adds an extra-Yahtzee bonus)
play-keys-remove-digit = remove the last digit
play-keys-type-faces = type the five faces of a throw of real dice
play-keys-slash = after the dice that stayed down: 33/514 (else read from the faces)
play-keys-remove-face = remove the last face (with nothing typed: take back the typed throw)
play-keys-par = par: three of each face in the upper boxes filled so far (3 Aces = 3,
    3 Sixes = 18); all six at par make 63, the usual upper bonus threshold.
    "+4 par" is 4 points ahead of that pace, "−2 par" 2 behind.
play-keys-mouse = Mouse: click a die to hold it, a box to score it, a button to press it.
play-keys-mouse-pad = Mouse: click a box to choose it, a button to press it.
play-key-does-nothing = { $key } does nothing now. { $keys }
play-typed-not-a-die = '{ $typed }' is not a die: type the five faces, 1 to 6. { $keys }
play-typed-not-points = '{ $typed }' is not a number of points. { $keys }
play-no-throws-left-box-for = No throws left: choose a box for { $dice } ({ $arrows }) and press { $key }.
play-while-typing-throw = While typing a throw, these keys work: { $keys }.
play-while-typing-points = While typing points, these keys work: { $keys }.

# The review's frame and headings (its lines come from the ai area)
play-review-title = Review: the match and your choices against perfect play
play-review-title-estimates = Review: your choices against Perfect's search (estimates)
play-review-short-title = Review
play-review-working = Working out the optimal strategy for these rules… { $percent }%
play-review-heading = { $name } — { $points } points
play-review-heading-loss = { $name } — { $points } points, { $loss } expected points given away
play-review-heading-loss-estimated = { $name } — { $points } points, { $loss } expected points given away (estimated)
play-review-chosen-best = { $chosen } (best: { $best })
play-review-decision = { $dice } · { $left } left: { $what }
play-review-stand-in = ({ $level } CPU standing in)
play-review-nothing = Nothing to review.

# History and statistics: their frames and keys (their rows come from the store area)
play-history-title = History: finished matches, newest first
play-history-title-hidden = History: matches with people, newest first ({ $count ->
        [one] { $count } CPU-only match
       *[other] { $count } CPU-only matches
    } hidden)
play-history-title-everyone = History: every finished match, newest first
play-history-empty = No finished matches yet.
play-history-empty-people = No finished matches with people yet.
play-history-same-dice = same dice
play-history-practice = practice
play-history-key-cpu-too = CPU-only too
play-records-key-people-only = people only
play-stats-title = Statistics
play-stats-title-people = Statistics · people
play-stats-title-everyone = Statistics · everyone
play-stats-key-everyone = everyone

# The app: refusals at a hosted table, a terminal too small
play-app-only-host-starts = Only the host starts a match at this table.
play-app-only-host-keys = Only the host keeps guests' keys.
play-app-rematch-at-host = A rematch is started at the host: run yahtzee host again (guests join with the new code).
play-app-no-data-folder = There is no data folder, so no guest's key is remembered.
play-app-too-small = Enlarge the terminal to at least { $min } (it is { $size }).

# The saved match under the menu, and what the store found at the start
play-saved-match = { $who } · round { $round } of { $rounds } · { $rules }{ $extra }
play-saved-matches = { $count } matches; newest { $newest }
play-names-and = { $names } and { $last }
play-finished-moved = A finished match was moved to history.
play-finished-not-moved = A finished match could not be moved to history: { $error }
play-finished-kept-aside = A saved match had already finished and is in the history; its old save was kept as { $aside }.
play-finished-not-aside = A saved match had already finished and is in the history, but its old save could not be moved aside: { $error }
play-damaged-new-match = { $message } You can start a new match.

# The CPUs' pace, and typing real dice and points
play-skip-your-turn = Nothing to skip: it is your turn.
play-skip-person = Nothing to skip: a person is playing.
play-speed-no-cpu = No CPU is seated: there is no pace to change.
play-speed-not-saved = CPU speed: { $speed } (not saved: { $error }).
play-typing-no-such-face = A die shows 1 to 6, not { $face }.
play-typing-five-dice = A throw is five dice: press Enter, or Backspace to change one.
play-typing-points-first = Type the points first, then + for an extra-Yahtzee bonus.
play-typing-too-long = That is as long as an entry gets: press Enter, or Backspace.
play-typing-back-to-card = Back to your card: press { $key } again to enter it.
play-correct-pad-only = Only a score pad's entries are corrected: thrown dice score themselves.
play-correct-nothing = Nothing to correct yet.
play-correct-same = That is what it holds already.

# The scorecard's rows and cells (the labels' column is as wide as the widest label)
play-card-upper-total = Upper total
play-card-lower-total = Lower total
play-card-bonus = Bonus ≥{ $threshold } +{ $bonus }
play-card-bonus-off = Bonus (off)
play-card-extra-bonus = { $spot } bonus
play-card-total = TOTAL
play-card-column-total = Column total
play-card-column-times = Column × mult.
play-card-card-total = CARD TOTAL
play-card-chance-to-win = Chance to win
# A CPU's column when its level's name does not fit: alone, or with its number
play-card-cpu = CPU
play-card-cpu-numbered = CPU { $number }
# In a cell of seven columns: the box a column filled in order takes next
play-card-next = next
# In a cell of seven columns: the upper boxes' pace against three of each face
play-card-par-ahead = +{ $margin } par
play-card-par-behind = −{ $margin } par

# Typing real dice and points: what is refused
play-typing-slash-again = '/' parts the kept dice from the thrown: type it once
play-typing-bad-face = a die shows 1 to 6, not { $face }
play-typing-not-a-die = '{ $typed }' is not a die: type five digits 1 to 6
play-typing-too-few = { $count ->
        [one] a throw is five dice; 1 die is typed so far
       *[other] a throw is five dice; { $count } dice are typed so far
    }
play-typing-too-many = a throw is five dice, not { $count } (Backspace removes one)
play-typing-points-empty = type the points first
play-typing-not-a-number = '{ $typed }' is not a number of points
play-typing-bad-value = type the new value (digits only)
# A score pad's correction: the row of extra five-of-a-kinds ($spot is the box's name)
play-typing-extra-column = Extra { $spot }s { $column }
play-typing-extra-count = Extra { $spot }s (count)
play-typing-took-back-throw = Took back the throw { $dice }: fix it, then Enter.
play-typing-cleared = Cleared { $entry }.

# Undo: what was taken back. $form is "the" for a sentence of its own, "bare" as
# play-took-back-turn puts it after a name ("Ana's score in Full house"; a language whose
# sentence wants the article there gives the bare form one)
play-undone-roll = { $form ->
        [bare] throw
       *[the] a throw
    }
play-undone-hold = { $form ->
        [bare] hold change on die { $die }
       *[the] the hold change on die { $die }
    }
play-undone-score = { $form ->
        [bare] score in { $spot }
       *[the] the score in { $spot }
    }
play-undone-throw = { $form ->
        [bare] throw { $dice }
       *[the] the throw { $dice }
    }
play-undone-points = { $form ->
        [bare] { $points } in { $spot }
       *[the] the { $points } in { $spot }
    }
play-undone-correction = { $form ->
        [bare] correction of { $spot }
       *[the] the correction of { $spot }
    }
play-undone-correction-bonus = { $form ->
        [bare] correction of the { $spot } bonuses
       *[the] the correction of the { $spot } bonuses
    }
play-took-back = Took back { $what }.
play-took-back-turn = { $who ->
        [you] Took back your { $bare }: it is your move again.
       *[other] Took back { $name }'s { $bare }: it is { $name }'s move again.
    }
play-undo-not-yours = { $who ->
        [you] Your last move stands: the keyboard has passed on, and undo takes back only your own moves.
       *[other] { $name }'s last move stands: the keyboard has passed on, and undo takes back only your own moves.
    }

# Starting, resuming and deleting matches
play-not-deleted = The match was not deleted: { $error }
play-deleted-kept = The match was deleted; its file was kept as { $aside }.
play-no-match-to-resume = There is no match { $id } to resume.
play-cannot-start = Cannot start: { $why }.
play-daily-begun-elsewhere = The daily of { $day } was begun in another window: it is that game that counts.
play-daily-not-started = The daily was not started, since your daily record cannot be written: { $error }

# The review of a card of several columns
play-review-estimated = No card of several columns has an exact optimum: each choice is rated against Perfect's search over every column, so these figures are estimates. The chance to win is known exactly on one column only and is left out.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====


# Setup: the rows' labels

setup-title = New match
setup-title-practice = New practice match
setup-title-about = About
setup-row-seat = Seat { $number }
setup-row-plays-as = plays as
setup-row-coach = coach
setup-row-dice = dice
setup-row-score-pad = Score pad (no dice)
setup-row-same-dice = Same dice
setup-row-add-seat = + Add a seat
setup-row-rules = Rules
# A rules setting's value in setup (English: the words the config file takes)
setup-value-kinds-all = all
setup-value-kinds-matching = matching
setup-value-joker-forced = forced
setup-value-joker-free = free
setup-value-joker-off = off
setup-value-layout-classic = classic
setup-value-layout-yatzy = yatzy
setup-value-layout-triple = triple
setup-value-layout-three-column = three_column
setup-row-yatzy-points = Yatzy points
setup-row-cpu-speed = CPU speed
setup-row-practice = Practice match
setup-row-undo = Undo allowed
setup-row-threshold = Coach warns above
setup-row-odds = Chance to win
setup-row-hints = Hints and coach
setup-row-first = Throws first
setup-row-language = Language
setup-row-measure = Coach judges by
setup-row-start = ▶ Start the match
setup-more = { $count } more

# Setup: the rows' values

setup-yes = yes
setup-no = no
setup-range-yes-no = yes / no
setup-player-name = Player { $number }
setup-kind-joining = Person joining over SSH
setup-kind-here = Person here
setup-kind-human = Human
setup-kind-cpu = CPU · { $level }
setup-dice-real = real dice, typed in
setup-dice-on-screen = thrown on screen
setup-threshold-points = { $threshold } points
setup-threshold-chance = { $threshold } % of chance to win
# The same where the setup row has no room for the words (the Measure row above says it is the chance to win).
setup-threshold-chance-short = { $threshold } %
setup-odds-shown = shown
setup-odds-hidden = hidden
setup-hints-allowed = allowed
setup-hints-off = off (competitive)
setup-first-seat-one = seat 1
setup-first-drawn = drawn by lot

# Setup: a row that does nothing with what is chosen (its tag, why, and what changes that)

setup-unused-tag-hints-off = (hints off)
setup-unused-tag-score-pad = (score pad)
setup-unused-tag-no-warn-coach = (no { $warn } coach)
setup-unused-tag-one-seat = (one seat)
setup-unused-tag-not-on-card = (not on this card)
setup-unused-tag-no-cpu = (no CPU seat)
setup-unused-tag-no-person = (no person)
setup-unused-tag-cpu-seated = (CPU seated)
setup-unused-tag-real-dice = (real dice)
setup-unused-hints-off = hints and coach are off
setup-unused-no-dice = a score pad has no dice for the coach to judge
setup-unused-people-only = a score pad keeps score for people only
setup-unused-no-warn-coach = no person's coach is on { $warn }
setup-unused-one-seat = there is only one seat
setup-unused-no-exact-odds = a card of several columns has no exact chance to win (the three-column preset shows an estimate)
setup-unused-no-cpu = no seat is a CPU
setup-unused-no-person = no seat is a person
setup-unused-cpu-seated = a score pad keeps score for people only, and a seat is a CPU
setup-unused-pad-no-dice = a score pad has no dice to deal
setup-unused-real-dice = real dice thrown at the table cannot be dealt alike
setup-remedy-allow-hints = allow hints and coach
setup-remedy-pad-off = turn the score pad off
setup-remedy-warn-coach = set a person's coach to { $warn }
setup-remedy-add-seat = add a seat
setup-remedy-one-column = choose a card of one column
setup-remedy-make-cpu = make a seat a CPU
setup-remedy-make-person = make a seat a person
setup-remedy-every-person = make every seat a person
setup-remedy-dice-on-screen = throw every seat's dice on screen
setup-refused-unused = { $row } does not apply: { $reason }; { $remedy } first.
setup-not-used-now = Not used now: { $reason }.
setup-not-the-default = Not the default ({ $default }).

# Setup: refusals and notes

setup-seats-at-most = A match has at most { $count } seats; remove one first to seat someone else.
setup-seats-at-least-one = A match needs at least one seat.
setup-cannot-start = Cannot start: { $reason }.
setup-cannot-start-pad-with-cpu = Cannot start: a score pad keeps score for people at a table; a CPU needs dice. Make every seat a person, or turn the score pad off.
setup-enter-changes-nothing = ←/→ change this row; Enter types names and numbers.
setup-name-empty = A name cannot be empty.
setup-name-invisible = A name cannot hold an invisible character or one that turns the direction of text ({ $left_out } was left out).
setup-number-refused = { $setting } must be a whole number from { $min } to { $max }; { $typed } was not taken.
setup-number-refused-range = { $setting } must be a whole number from { $range }; { $typed } was not taken.
setup-threshold-refused = The coach's threshold must be a number from { $min } to { $max } in steps of { $step }; { $typed } was not taken.
setup-only-digits = Only digits go here ({ $left_out } was left out).
setup-only-digits-and-point = Only digits and one point go here ({ $left_out } was left out).
setup-defaults-already = Every rule and option is already the default.
setup-defaults-restored = Rules and options are back to the defaults; the seats are kept.

# Setup: the About panel

setup-about-name-remove = { $select } to type a name (names played before are offered); { $remove } removes the seat.
setup-about-name = { $select } to type a name (names played before are offered).
setup-about-kind-joining = A friend who joins over SSH with the invitation code and plays this seat from their own terminal; the name is theirs to claim.
setup-about-kind-here-hosted = A person at this keyboard. { $left }/{ $right }: a person joining over SSH, or a CPU.
setup-about-kind-here = A person at this keyboard. { $left }/{ $right } to make it a CPU.
setup-about-kind-cpu = { $level }: { $style }.
setup-about-dice = Thrown on screen, or real dice: throw them on the table and type the five faces after each throw (33516, Enter); the game works out which you kept. CPU seats always throw on screen.
setup-about-pad = Keep score for a game played with real dice and no device throwing: each turn, pick a box and type its points; totals, bonuses and ranks are worked out. Every seat is a person.
setup-about-same-dice = Every seat throws the same dice: whoever keeps the same dice on the same throw of the same round gets the same faces, so two players who decide alike score alike and the better play shows. No: each seat its own dice.
setup-about-coach = { $off }: no advice. { $warn }: asks before a choice that loses more than the threshold. { $always }: the hint panel stays open.
setup-about-add-seat = Up to { $count } seats.
setup-about-rules = { $classic } is Hasbro's card (Kniffel is the same). { $simple } (Yams) has no extra-Yahtzee bonus and no Joker. { $yatzy } is the Scandinavian card: 15 boxes with pairs, bonus 50, no Joker. Changing any setting below makes the rules Custom. { $presets } saves them as a preset of your own.
setup-about-rules-own = { $classic } is Hasbro's card (Kniffel is the same). { $simple } (Yams) has no extra-Yahtzee bonus and no Joker. { $yatzy } is the Scandinavian card: 15 boxes with pairs, bonus 50, no Joker. Changing any setting below makes the rules Custom. { $presets } saves them as a preset of your own, which follow the built-in ones here; it also renames and deletes them.
setup-about-setting = { $help } Range: { $range }. Classic: { $classic }.
setup-about-setting-number = { $help } Range: { $range }. Classic: { $classic }. { $select } types a number.
setup-about-speed = How quickly CPU seats play on screen; { $skip } skips a CPU's turn.
setup-about-practice = Practice matches are saved apart and never count in statistics.
setup-about-undo = Whether people may take back a hold change or a placement (never a throw).
setup-about-threshold-points = With the coach on { $warn }, a choice that loses more than this many points asks for confirmation. { $select } types a number.
setup-about-threshold-chance = With the coach on { $warn }, a choice that gives away more than this many percentage points of the chance to win asks for confirmation. { $select } types a number.
setup-about-measure = { $warn } judges a choice by the points it loses on average, or (with two or more seats) by the chance to win it gives away.
setup-about-hints = Off for a competitive match: no hint panel and no coach for anyone.
setup-about-first = Who throws first; play then goes round in seat order. Drawn by lot: chosen at random when the match starts.
setup-about-odds = Shows each seat's chance to finish first, if everyone played perfectly from here. Some tables prefer not to know.
setup-about-language = The language the game speaks: { $names }. It changes at once and is remembered for next time; --lang on the command line speaks another for one run.
setup-language-not-kept = The language was changed, but not remembered for next time: { $reason }
setup-about-start = Start with these seats and rules (or press { $start } anywhere).
setup-summary = { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}, { $rules } rules. { $start } starts from any row.
setup-summary-practice = { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}, { $rules } rules, practice. { $start } starts from any row.
setup-summary-changed = { $count ->
    [one] { $count } setting is
   *[other] { $count } settings are
} not the default (•): { $defaults } puts the rules and options back, keeping the seats.

# Setup: a seat's name being typed

setup-name-help = Type a name (up to { $count } letters); { $select } keeps it, { $back } cancels.
setup-name-help-replaces = Typing replaces { $name }; { $right } keeps it to add to.
setup-name-help-takes = { $select } takes { $name }.
setup-name-help-tab-takes = Tab takes { $name }.
setup-name-help-choose = { $down }/{ $up } choose among the names played before.
setup-played-before = Played before:
setup-known-record = { $name } — { $games } played, { $wins } won, best { $best }

# Setup: the help bar

setup-key-done = done
setup-key-cancel = cancel
setup-key-choose = choose
setup-key-take = take { $name }
setup-key-type-name = type name
setup-key-add-seat = add seat
setup-key-start = start
setup-key-type-number = type number


# Setup: the presets popup

setup-preset-title = Your presets
setup-preset-save-row = + Save these rules as…
setup-preset-name = Name: { $typed }
setup-preset-new-name = New name: { $typed }
setup-preset-offered = Saved rules are offered on the Rules row after the built-in ones.
setup-preset-about = Your own presets: these rules and card saved under a name of your own, offered on the Rules row after the built-in ones and by yahtzee --rules NAME. A name cannot be a built-in preset's. They are kept in the data folder (presets.json); a match or setup that used one keeps its rules when it is renamed or deleted.
setup-preset-kept = Kept.
setup-preset-choose-first = Choose one of your presets below first.
setup-preset-name-invisible = A name cannot hold an invisible character or one that turns the direction of text.
setup-preset-saved = Saved as '{ $name }'.
setup-preset-renamed = Renamed '{ $old }' to '{ $new }'.
setup-preset-deleted = Deleted '{ $old }'.
setup-preset-delete-title = Delete this preset?
setup-preset-delete-question = '{ $name }': { $rules }. Deleted, it is no longer offered on the Rules row; a saved match or setup that used it keeps its rules.
setup-preset-key-move = move
setup-preset-key-save-as = save as…
setup-preset-key-save-name = save name
setup-preset-key-use = use
setup-preset-key-rename = rename
setup-preset-key-delete = delete
setup-preset-key-keep = keep it
setup-preset-key-close = close


# Learn: the lessons. Every lesson message is given the same arguments: the keys ($roll,
# $score, $up, $down, $left, $right), each box's name on the lesson's card by its id ($ones,
# $fours, $three_of_a_kind, $full_house, $small_straight, $large_straight, $yahtzee, $chance,
# $one_pair, $two_pairs, $yatzy, …) and the three-column card's headings ($column_down,
# $column_up, $column_free). Name a box only through its argument.

setup-learn-throw-title = Throwing the dice
setup-learn-throw-1-ask = A turn starts with a throw of all five dice. Press { $roll } to throw.
setup-learn-throw-1-done = Five dice. A turn has up to three throws: the count is above the dice.
setup-learn-throw-2-ask = Not what you hoped for? Throw again ({ $roll }): every die not held is thrown.
setup-learn-throw-2-done = Your second throw: one is left.
setup-learn-throw-3-ask = Throw a third time ({ $roll }).
setup-learn-throw-3-done = Three throws used: now the dice must go in a box.
setup-learn-throw-4-ask = After the last throw you must score. Move to { $chance } ({ $up }/{ $down }) and press { $score }: { $chance } takes the sum of any five dice.
setup-learn-throw-4-done = { $chance } took the sum of the dice.
setup-learn-throw-end = That was one round of thirteen: each round fills exactly one box, and the match ends when the card is full.
setup-learn-hold-title = Holding dice
setup-learn-hold-1-ask = Press { $roll } to throw.
setup-learn-hold-1-done = Three 4s and a 6.
setup-learn-hold-2-ask = A die is held with its number key. Try it: press 5 to hold die 5, the 6.
setup-learn-hold-2-done = Die 5 is held: it stays as it is when you throw.
setup-learn-hold-3-ask = Changed your mind? Press 5 again to release it.
setup-learn-hold-3-done = Released. Until you throw, holds may change as often as you like.
setup-learn-hold-4-ask = The three 4s are the ones worth keeping: hold dice 1, 2 and 4.
setup-learn-hold-4-done = The three 4s are held.
setup-learn-hold-5-ask = Throw the other two ({ $roll }).
setup-learn-hold-5-done = Only dice 3 and 5 were thrown, and one came up 4.
setup-learn-hold-6-ask = Four 4s: move to { $fours } ({ $up }/{ $down }) and score them ({ $score }).
setup-learn-hold-6-done = { $fours } took 16: an upper box counts only its own face, 4 × 4.
setup-learn-hold-end = Hold what you want to keep, throw the rest: that is the whole art of a turn.
setup-learn-boxes-title = Scoring a box
setup-learn-boxes-1-ask = Throw ({ $roll }).
setup-learn-boxes-1-done = 2-3-4-5-6: five in a row, a large straight.
setup-learn-boxes-2-ask = Each box takes one pattern, and the card shows what each would take now. { $large_straight } (five in a row) takes 40: score it there.
setup-learn-boxes-2-done = 40 in { $large_straight }. A filled box never changes.
setup-learn-boxes-3-ask = The next round: throw ({ $roll }).
setup-learn-boxes-3-done = 3-3-3-5-5 fits several boxes: { $full_house } 25, { $threes } 9, { $three_of_a_kind } 19, { $chance } 19.
setup-learn-boxes-4-ask = Three of one face and two of another is a full house, 25. Score it in { $full_house }.
setup-learn-boxes-4-done = 25 in { $full_house }.
setup-learn-boxes-end = The boxes: { $ones } to { $sixes } count their face; Three and Four of a kind count all five dice; { $full_house } 25; { $small_straight } (four in a row) 30; { $large_straight } 40; { $yahtzee } (five alike) 50; { $chance } any five, their sum. Dice that do not fit a box score 0 there.
setup-learn-bonus-title = The upper bonus and par
setup-learn-bonus-1-ask = { $ones } to { $sixes } earn 35 more once they reach 63. Three of each face make 63: that is par, and you are at par. Throw ({ $roll }).
setup-learn-bonus-1-done = Three 6s: 18, par for { $sixes }.
setup-learn-bonus-2-ask = Score them in { $sixes }: 45 + 18 makes 63.
setup-learn-bonus-2-done = 63: the 35-point upper bonus is yours.
setup-learn-bonus-end = The card shows how far over or under par you are. Par is a pace, not a rule: four 6s make up for two 1s; the further under par, the harder the bonus.
setup-learn-joker-title = Yahtzee bonus and Joker
setup-learn-joker-1-ask = Your { $yahtzee } box holds 50 and { $fives } is filled. Throw ({ $roll }).
setup-learn-joker-1-done = Five 5s again: a second Yahtzee, worth a 100 bonus.
setup-learn-joker-2-ask = The Joker: { $fives } is filled, so any lower box at its full value. Score { $large_straight } (✗ boxes say why not).
setup-learn-joker-2-done = 40 in { $large_straight }, and the 100 bonus.
setup-learn-joker-end = A Yahtzee with the { $yahtzee } box filled goes in its own upper box first; else any lower box at full value; else any upper box for 0. A { $yahtzee } box scratched to 0 earns no bonus.
setup-learn-last-rounds-title = The last rounds
setup-learn-last-rounds-1-ask = Two rounds left, two boxes open: { $small_straight } and { $yahtzee }. Throw ({ $roll }).
setup-learn-last-rounds-1-done = 1-2-3-4-6: a small straight.
setup-learn-last-rounds-2-ask = Take the 30 in { $small_straight } now: { $yahtzee } stays open for the last round.
setup-learn-last-rounds-2-done = 30 in { $small_straight }.
setup-learn-last-rounds-3-ask = The last round: only { $yahtzee } is open. Throw ({ $roll }).
setup-learn-last-rounds-3-done = No five alike yet.
setup-learn-last-rounds-4-ask = Hold what you like and throw again ({ $roll }).
setup-learn-last-rounds-4-done = Still not five alike.
setup-learn-last-rounds-5-ask = Your last throw ({ $roll }).
setup-learn-last-rounds-5-done = No Yahtzee.
setup-learn-last-rounds-6-ask = A turn must fill a box even when nothing fits: score { $yahtzee } for 0.
setup-learn-last-rounds-6-done = The card is full and the match is over.
setup-learn-last-rounds-end = A zero is a box given up. Near the end, keep a box you can afford to lose (a hard one such as { $yahtzee }, or { $chance }) so a bad last throw costs little.
setup-learn-yatzy-title = The Yatzy card
setup-learn-yatzy-1-ask = Yatzy adds { $one_pair } and { $two_pairs }; its kinds count only the matching dice, its upper bonus is 50, and there is no Joker. Throw ({ $roll }).
setup-learn-yatzy-1-done = 6-6-5-5-1: two pairs.
setup-learn-yatzy-2-ask = { $two_pairs } counts the four paired dice: 6+6+5+5. Score it in { $two_pairs }.
setup-learn-yatzy-2-done = 22 in { $two_pairs }; { $one_pair } would have taken only the higher pair, 12.
setup-learn-yatzy-end = On Yatzy the straights are exactly 1-2-3-4-5 (15) and 2-3-4-5-6 (20), { $full_house } counts all five dice, and five alike ({ $yatzy }) is 50, with no extra bonus.
setup-learn-triple-title = The Triple Yahtzee card
setup-learn-triple-1-ask = Three classic columns worth ×1, ×2 and ×3; each turn fills one box in any column, 39 turns in all. Throw ({ $roll }).
setup-learn-triple-1-done = A full house, 25 points.
setup-learn-triple-2-ask = Score it in { $full_house } of the ×3 column, the last ({ $left }/{ $right } change the column): 25 counts 75.
setup-learn-triple-2-done = { $full_house } in the ×3 column: 75.
setup-learn-triple-end = Each column has its own upper bonus; the Yahtzee bonus and the Joker begin only once all three { $yahtzee } boxes are filled.
setup-learn-three-column-title = The three-column card
setup-learn-three-column-1-ask = { $column_down } fills from { $ones } to { $chance } in order, { $column_up } from { $chance } to { $ones }, { $column_free } in any order; no Joker, no extra bonus. Throw ({ $roll }).
setup-learn-three-column-1-done = Three 1s.
setup-learn-three-column-2-ask = { $column_down }'s next box is { $ones }: score them there (the first column, { $column_down }).
setup-learn-three-column-2-done = 3 in { $ones } of { $column_down }: its next box is now { $twos }.
setup-learn-three-column-end = Plan the { $column_down } and { $column_up } columns ahead: their next box is the only one they take.


# Learn: a lesson on the board

setup-learn-lesson-title = Lesson { $number } of { $count }: { $title }
setup-learn-lesson-short = Lesson { $number } of { $count }
setup-learn-step = Step { $number } of { $count }: { $ask }
setup-learn-cursor-on-it = The cursor is on it: press { $score }.
setup-learn-lesson-done-next = Lesson done. { $score }: next lesson · { $pause }: back to Learn
setup-learn-lesson-done-last = Lesson done. { $score } or { $pause }: back to Learn
setup-learn-key-next-lesson = next lesson
setup-learn-key-next-puzzle = next puzzle
setup-learn-key-back = back to Learn
setup-learn-progress-not-saved = Your progress was not saved: { $reason }
setup-learn-no-die = no die
setup-learn-die = die { $number }
setup-learn-dice = dice { $list } and { $last }
setup-learn-task-throw = throw ({ $roll })
setup-learn-task-throw-again = throw again ({ $roll })
setup-learn-task-hold-and-throw = hold { $dice } and throw ({ $roll })
setup-learn-task-hold = hold exactly { $dice }
setup-learn-task-score = score { $spot } ({ $score })
setup-learn-hold-before-throw = Hold exactly { $dice } before you throw.
setup-learn-hold-first = Not yet: first hold exactly { $dice }.
setup-learn-no-more-throwing = No more throwing here: { $task }.
setup-learn-no-need-to-hold = No need to hold dice now: { $task }.
setup-learn-not-yet = Not yet: first { $task }.
setup-learn-elsewhere = { $here } would take { $points } here; this lesson asks for { $asked }: move there ({ $up }/{ $down }), then { $score }.
setup-learn-elsewhere-columns = { $here } would take { $points } here; this lesson asks for { $asked }: move there ({ $up }/{ $down }, { $left }/{ $right } for the column), then { $score }.

# Learn: a puzzle on the board

setup-learn-puzzle-title = { $level ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
} puzzle { $number } of { $count }
setup-learn-puzzle-short = Puzzle { $number }/{ $count }
setup-learn-streak = Right answers in a row: { $count }
setup-learn-puzzle-ask = No throws left: which box would you use? Choose it ({ $up }/{ $down }) and press { $score }.
setup-learn-puzzle-done = { $score }: next puzzle · { $pause }: back to Learn
setup-learn-option-score = { $name } { $points }
setup-learn-option-best = best

# Learn: the list of lessons and puzzles

setup-learn-title = Learn to play
setup-learn-heading-lessons = Lessons: play each on a real board
setup-learn-heading-puzzles = Practice puzzles: which box would you use?
setup-learn-puzzles = { $level ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
} puzzles
setup-learn-puzzles-solved = { $level ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
} puzzles ({ $solved } of { $count } solved)
setup-learn-reset = Reset progress
setup-learn-reset-done = Your progress in Learn was reset.
setup-learn-reset-failed = Your progress was not reset: { $reason }
setup-learn-summary = Lessons done { $done } of { $count } · puzzles solved { $solved } · streak { $streak } (best { $best })
setup-learn-no-puzzle = No { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
} puzzle was found in the matches played.
setup-learn-preparing = Preparing the solver's table for the { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
} puzzles: { $percent }% (it is kept for next time).


# Questions asked over any screen (confirm.rs)

setup-confirm-stay = stay
setup-confirm-back = back
setup-confirm-keep = keep
setup-confirm-keep-it = keep it
setup-confirm-quit-title = Quit?
setup-confirm-quit-one = A match is in progress. It stays saved: Resume continues it next time.
setup-confirm-quit-many = { $count } matches are in progress. All stay saved: Resume lists them next time.
setup-confirm-quit-yes = quit
setup-confirm-replay-title = Replay the daily?
setup-confirm-replay = { $why } A replay of { $day } throws the same dice, is not scored and does not count in statistics.
setup-confirm-replay-yes = replay
setup-confirm-leave-title = Leave the server?
setup-confirm-leave = You leave the lobby and the server. Your matches stay: connect again to go back to them.
setup-confirm-leave-guest = You leave the lobby and the server. As a guest you keep no matches here: sign in with an SSH key to keep them next time.
setup-confirm-leave-yes = leave
setup-confirm-delete-title = Delete this match?
setup-confirm-delete = { $about }. Deleted, it cannot be resumed; its file is kept aside in the matches folder.
setup-confirm-delete-over = { $about }. It is over but not yet in the history; deleted, it never will be. Its file is kept aside.
setup-confirm-delete-yes = delete
setup-confirm-forget-title = Forget this guest's key?
setup-confirm-forget-key = { $name }'s key { $key } lets them back into seat { $seat } without the invitation code. Forgotten, they need the code again.
setup-confirm-forget-old-key = { $name }'s key { $key } was remembered by release 0.4 and admits nowhere: forgetting it only tidies the list.
setup-confirm-forget-yes = forget
setup-confirm-reset-title = Reset your progress in Learn?
setup-confirm-reset = The lessons done, the puzzles solved and the streak are forgotten. Matches and statistics stay as they are.
setup-confirm-reset-yes = reset

# Matches on the go (matches.rs)

setup-matches-title = Matches on the go: { $count }
setup-matches-none = No match is on the go. A match you leave before its end waits here, to be resumed.
setup-matches-about = Newest first. Each is saved after every move.
setup-matches-full = { $count } matches, the most the game keeps: delete one to start another.
setup-matches-head-players = Players
setup-matches-head-rules = Rules
setup-matches-head-round = Round
setup-matches-head-played = Last played
setup-matches-round = round { $round } of { $rounds }
setup-matches-over = over
setup-matches-practice = practice
setup-matches-elsewhere = in another window
setup-matches-more = { $above } more ↑ · { $below } more ↓
setup-matches-id = ID { $id } · yahtzee resume { $id }
setup-matches-elsewhere-resume = That match is being played in another window: it can be resumed here once that window leaves it.
setup-matches-elsewhere-delete = That match is being played in another window: it is not deleted from here.
setup-matches-unreadable-delete = That file is left as it is: this program cannot read it, so it does not delete it either.
setup-matches-key-resume = resume
setup-matches-key-delete = delete

# A page of text (text.rs)

setup-text-rules-title = Rules · { $rules }
setup-text-lines-shown = { $first }–{ $last } of { $count }

# The keys' help, as help bars say it (the keymap's help texts)

setup-keys-cpu-for-absent-guest = CPU for absent guest
setup-keys-cpu-speed = CPU speed
setup-keys-cpus-too-people-only = CPUs too / people only
setup-keys-add-seat = add seat
setup-keys-another-seats-card = another seat's card
setup-keys-back = back
setup-keys-bottom = bottom
setup-keys-box = box
setup-keys-change = change
setup-keys-choose = choose
setup-keys-column = column
setup-keys-correct-a-score = correct a score
setup-keys-defaults = defaults
setup-keys-edit = edit
setup-keys-forget-key = forget key
setup-keys-forget-me = forget me
setup-keys-hint = hint
setup-keys-hold = hold
setup-keys-keys = keys
setup-keys-let-a-guest-take-a-seat = let a guest take a seat
setup-keys-main-menu = main menu
setup-keys-menu = menu
setup-keys-move = move
setup-keys-newer-log = newer log
setup-keys-next-seats-card = next seat's card
setup-keys-no = no
setup-keys-older-log = older log
setup-keys-open = open
setup-keys-other-rules = other rules
setup-keys-page-down = page down
setup-keys-page-up = page up
setup-keys-presets = presets
setup-keys-quit = quit
setup-keys-quit-now = quit now (the match is saved)
setup-keys-ranking = ranking
setup-keys-refresh = refresh
setup-keys-rematch = rematch
setup-keys-remove-seat = remove seat
setup-keys-result-card = result card
setup-keys-review = review
setup-keys-score = score
setup-keys-scroll = scroll
setup-keys-skip-cpu = skip CPU
setup-keys-skip-to-next-person = skip to next person
setup-keys-start = start
setup-keys-throw = throw
setup-keys-top = top
setup-keys-undo = undo
setup-keys-yes = yes

# The names of keys as the help bar, the keys overlay and messages write them. Ctrl is
# the modifier as in "Ctrl+Z".
setup-key-space = Space
setup-key-enter = Enter
setup-key-esc = Esc
setup-key-tab = Tab
setup-key-backspace = Backspace
setup-key-delete = Del
setup-key-page-up = PgUp
setup-key-page-down = PgDn
setup-key-home = Home
setup-key-end = End
setup-key-ctrl = Ctrl

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

# The lobby (src/tui/screens/hall/lobby.rs)
serve-lobby-title = {" "}Yahtzee · play anyone{" "}
serve-lobby-new-table = New table
serve-lobby-join-by-code = Join by code
serve-lobby-quick-match = Quick match
serve-lobby-stop-waiting = Stop waiting
serve-lobby-play-the-cpu = Play the CPU
serve-lobby-daily = Daily
serve-lobby-watch = Watch
serve-lobby-my-matches = My matches
serve-lobby-leaderboard = Leaderboard
serve-lobby-todays-daily = Today's daily
serve-lobby-learn = Learn
serve-lobby-about-me = About me
serve-lobby-language = Language: { $language }
serve-lobby-quit = Quit
serve-lobby-choose-to-watch = Choose a table to watch: Enter watches it, Esc goes back.
serve-lobby-nothing-to-watch = No table is open to watch yet.
serve-lobby-quick-waiting = Waiting for someone to play a quick match… ({ $seconds } s)
serve-lobby-quick-cpu-offered = No one came for a quick match: a Strong CPU will play you if you want (Play the CPU).
serve-lobby-me-guest = { $name } (a guest: matches are unrated)
serve-lobby-me-unrated = { $name } · not rated yet
serve-lobby-no-tables = No table is open: start one with New table, or a Quick match.
serve-lobby-tables-watching = Tables (Enter watches)
serve-lobby-tables = Tables (Enter sits · w watches · ★ yours)
serve-lobby-key-watch = watch
serve-lobby-key-menu-tables = menu/tables
serve-lobby-online = Online ({ $count }):
serve-lobby-online-count = Online ({ $count })
serve-lobby-online-more = {" "}and { $count } more

# A table as the lobby lists it (src/tui/screens/hall/mod.rs, src/serve/tables.rs)
serve-table-new = new
serve-table-unrated = { $rules } (unrated)
serve-table-watching = { $count } watching
serve-table-waiting-for = waiting for { $count } more
serve-table-round = round { $round } of { $rounds }
serve-table-finished = finished
serve-seat-open = (open)
serve-seat-cpu-for-now = { $name } ({ $level } CPU for now)
serve-seat-away = { $name } (away)
serve-seat-not-here-yet = { $name } (not here yet)

# The standings (src/tui/screens/standings)
serve-standings-you-mark = ◂ you
serve-standings-player = Player
serve-leaderboard-title = {" "}Leaderboard: ratings by rules{" "}
serve-leaderboard-none-rated = No rules are rated on this server: its operator offers none of the built-in presets, whose matches alone are rated.
serve-leaderboard-empty = No rated match yet: finish a match against another person on { $rules } rules to get a rating.
serve-leaderboard-rank = Rank
serve-leaderboard-rating = Rating
serve-leaderboard-games = Games
serve-leaderboard-note = Glicko-2, per rules family: rating ± two deviations, ? while provisional.
serve-leaderboard-guest = Guests are not rated: connect with an SSH key to make an account and get a rating.
serve-leaderboard-me = You: #{ $rank } on { $rules } rules, { $rating }, { $count ->
    [one] 1 game
   *[other] { $count } games
}.
serve-leaderboard-me-provisional = You: #{ $rank } on { $rules } rules, { $rating } (provisional), { $count ->
    [one] 1 game
   *[other] { $count } games
}.
serve-leaderboard-not-among = You are not among these { $count }: finish rated matches on { $rules } rules to climb.
serve-daily-board-guest = The daily is for accounts: connect with an SSH key to play it.
serve-daily-board-me = You: { $place } of { $count }, with { $total }.
serve-daily-board-not-yet = Not on it yet: choose Daily in the lobby; the day's first attempt counts.
serve-daily-board-title = {" "}Today's daily: { $day } (UTC){" "}
serve-daily-board-same-dice = Everyone's dice are the same today: the best total is the best play.
serve-daily-board-empty = No one has finished today's daily yet: the first to finish leads.
serve-daily-board-place = Place
serve-daily-board-score = Score
serve-daily-board-note = One scored attempt per account per UTC day; replays are not on the board.
serve-mine-rated = rated
serve-mine-title = {" "}My matches{" "}
serve-mine-empty = No match yet. Start one with New table or Quick match in the lobby: an unfinished match waits here to be taken up again, and a finished one can be looked at and reviewed.
serve-mine-intro = Go back to an open match, or see a finished one's cards and review.
serve-mine-on-the-go = On the go ({ $count ->
    [one] 1 table
   *[other] { $count } tables
})
serve-mine-finished = Finished, newest first
serve-mine-unreadable = { $count ->
    [one] 1 finished match could not be read and is left out.
   *[other] { $count } finished matches could not be read and are left out.
}
serve-mine-key-go-back = go back to it
serve-mine-key-cards = cards
serve-about-title = {" "}About me: what this server keeps{" "}
serve-about-title-short = {" "}About me{" "}
serve-about-handle = Your handle: { $handle }
serve-about-made = Your account was made { $when } (UTC), the first time you connected with your key.
serve-about-key = Your key: { $key }. The server keeps this fingerprint of your public key to know you again; it holds nothing secret of yours, and no password.
serve-about-ratings = Ratings
serve-about-no-rating = No rating yet: finish a match against another person on the rules of a built-in preset (Classic, say) to get one.
serve-about-rating = { $rating }, { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
}
serve-about-rating-provisional = { $rating } (provisional), { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
}
serve-about-statistics = Statistics
serve-about-matches-and-tables = Matches and tables
serve-about-kept = { $finished ->
    [one] 1 finished match
   *[other] { $finished } finished matches
} kept with your seat in them (My matches lists them), and { $open ->
    [one] 1 open table
   *[other] { $open } open tables
} with a seat kept for you or made by you.
serve-about-made-last-day = { $count ->
    [one] 1 table made
   *[other] { $count } tables made
} in the last day, counted to keep to the server's limit on new tables.
serve-about-forget-me = Forget me
serve-about-forgetting = Forgetting deletes your account, your key and your ratings at once. In finished matches your seat is then named "{ $former }"; seats kept for you at open tables are kept no more. It cannot be undone: connecting again with the same key makes a new account.
serve-about-no-stats = No finished match yet: your matches, wins and best totals appear here.
serve-about-stats = { $count ->
    [one] 1 finished match
   *[other] { $count } finished matches
}, { $won } won, { $rated } rated.
serve-about-head-rules = Rules
serve-about-head-matches = Matches
serve-about-head-won = Won
serve-about-head-best = Best
serve-about-head-mean = Mean
serve-about-other-rules = Other rules
serve-about-forgetting-now = Forgetting you…
serve-about-forget-title = {" "}Forget me?{" "}
serve-about-forget-question = Your account, its key and its ratings are deleted now, and your handle leaves every finished match. This cannot be undone.
    Account: { $handle }
serve-about-forget-yes = { $key }: forget me
serve-about-forget-no = { $key }: keep it

# The handle a new key picks, joining by code, a new table (src/tui/screens/hall)
serve-key-back-to-lobby = back to the lobby
serve-handle-type-first = Type a handle first.
serve-handle-title = {" "}Yahtzee · welcome{" "}
serve-handle-intro = Welcome! Your SSH key is new here: pick the handle others will see. Your key is your account, so come back with the same key and you are you again.
serve-handle-rules = 2 to 16 letters or digits (also _ - . and single spaces), not a CPU level's name, not one someone has in another case.
serve-handle-typed = Handle: { $handle }
serve-handle-key = Your key: { $key }
serve-handle-key-take = take this handle
serve-handle-key-leave = leave
serve-code-type-first = Type the table's code first.
serve-code-title = {" "}Join by code{" "}
serve-code-intro = A private table's code, as its owner gave it to you (like abcde-fghjk):
serve-code-typed = Code: { $code }
serve-code-key-join = join
serve-new-seat-empty = no one (fewer seats)
serve-new-seat-open = open to anyone
serve-new-seat-kept-for-whom = kept for… (Enter, then type their handle)
serve-new-seat-kept-for = kept for { $name }
serve-new-seat-cpu = { $level } CPU
serve-new-no-rules = The server offers no rules to play.
serve-new-kept-for-no-one = A seat is kept for no one yet: Enter on it, then type the handle.
serve-new-title = {" "}New table{" "}
serve-new-intro = Choose the rules and who sits. The match starts once every open seat is taken.
serve-new-rules = Rules
serve-new-table = Table
serve-new-seat = Seat { $number }
serve-new-you = { $name } (you)
serve-new-listed = listed in the lobby
serve-new-private = private: joined by its code only
serve-new-open = Open the table
serve-new-key-keep = keep the seat for this handle
serve-new-key-stop-typing = stop typing

# The server's answers in the lobby (src/serve/asks.rs, crates/hall handles)
serve-left-own-forming = You left the { $rules } table you had opened, so it closed.
serve-left-seat-forming = You left your seat at the { $rules } table that was forming.
serve-table-private = That table is private: join it by its code.
serve-table-gone = That table is gone.
serve-quick-left = You left the quick-match queue.
serve-handle-refused = That handle cannot be used: { $why }
serve-handle-a-guests = That name is a guest's of the moment: choose another.
serve-handle-welcome = Welcome! Your key is your account: come back with it and you are you again.
serve-account-not-made = The account could not be made just now: try again soon.
serve-handle-taken = Someone has that handle already (perhaps in another case or look-alike letters): choose another.
serve-limit-open = You have { $count ->
    [one] 1 table
   *[other] { $count } tables
} open already, the most the server allows at once: finish one first.
serve-limit-per-hour = You opened { $count ->
    [one] 1 table
   *[other] { $count } tables
} in the last hour, the most the server allows: try again later.
serve-limit-cannot-count = The server cannot open tables just now: try again soon.
serve-rules-not-offered = The server does not offer those rules.
serve-seats-range = A table has 2 to { $most } seats.
serve-guest-cannot-keep = A guest cannot keep a seat for someone: make the seat open.
serve-has-a-seat-already = { $name } has a seat at this table already.
serve-no-one-called = No one called { $name } is online: a seat is kept for someone here now.
serve-seat-held-elsewhere = Your seat there is held by another connection of yours: you can watch.
serve-no-seat-free = No seat is free at that table.
serve-code-unknown = No open table has that code: check it with the table's owner.
serve-table-not-opened = That table could not be opened just now.
serve-table-no-longer-open = That table is no longer open.
serve-quick-waiting = Waiting for someone to play a heads-up Classic match; after { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
} a CPU is offered.
serve-quick-no-one-came = No one came in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}: choose Play the CPU for a Strong CPU instead, or keep waiting.
serve-guest-no-account = A guest has no account: nothing is kept about you.
serve-cannot-read-now = The server cannot read that just now: try again soon.
serve-mine-closed-until-back = { $rules } · { $names } · closed until you come back
serve-forget-failed = Your account could not be deleted just now: nothing was changed. Try again soon.
serve-forget-done = Everything the server kept about you is deleted. Goodbye, and thanks for playing!
serve-bad-handle-short = a handle needs at least { $least } characters
serve-bad-handle-long = the handle '{ $handle }' is wider than { $most } columns
serve-bad-handle-char-visible = '{ $char }'
serve-bad-handle-char-code = the character { $code }
serve-bad-handle-character = the handle '{ $handle }' has { $what }; use letters, digits, _ - . and single spaces
serve-bad-handle-spaces = the handle '{ $handle }' has two spaces together
serve-bad-handle-mixed = the handle '{ $handle }' mixes letters of different alphabets (Latin, Greek, Cyrillic); write it in one
serve-bad-handle-reserved = the handle '{ $handle }' could pass for { $like }; choose another
serve-bad-handle-like-cpu = a CPU
serve-bad-handle-like-guest = a guest
serve-bad-handle-like-you = the word the screens use for you
serve-bad-handle-like-operator = the server's operator
serve-bad-handle-like-server = the server
serve-bad-handle-like-former = a player who has left

# The floor: the tables' news, farewells, the daily (src/serve)
serve-daily-for-accounts = The daily is for accounts: connect with an SSH key to play it and take your place on the day's board (on your own computer: yahtzee daily).
serve-daily-cannot-open = The server cannot open the daily just now: try again soon.
serve-daily-played-scored = You have played the daily of { $day } already: your score, { $total }, is the one on the day's board. Another is a replay on the same dice and is not scored. Choose Daily again to play it.
serve-daily-played = You have played the daily of { $day } already: it is the one that counts. Another is a replay on the same dice and is not scored. Choose Daily again to play it.
serve-daily-not-saved = The daily could not be saved, so it did not start: try again soon.
serve-daily-started-scored = The daily of { $day }: the same dice as everyone's today. This attempt is scored.
serve-daily-started-replay = The daily of { $day }, replayed: this attempt is not scored.
serve-daily-replay-done = A replay of the daily of { $day }: not scored, your first attempt is the one on the board.
serve-daily-not-recorded = The daily of { $day } could not be put on the day's board: the server's operator has been told.
serve-daily-place = Daily { $day }: { $total }, { $place } of { $count } so far.
serve-daily-recorded = Daily { $day }: recorded.
serve-guests-table-ended = The table you watched ended: its players, all guests, have left.
serve-owner-left-forming = The table's owner left before it started: the table is closed.
serve-stand-in-owner-only = Only the table's owner lets a CPU stand in for someone away.
serve-no-one-waits = No one waits to be let in here: people take free seats from the lobby.
serve-turn-of-away = It is { $name }'s turn, and they are away: the match waits for them.
serve-sits = { $name } sits at the table.
serve-owner-may-stand-in = Your table: if someone is away, p lets a CPU play for them until they are back.
serve-terminal-not-set-up = Your terminal could not be set up.
serve-accounts-unreadable = The server cannot read its accounts just now; try again soon.
serve-too-many-for-key = You are connected { $count ->
    [one] 1 time
   *[other] { $count } times
} already: the server allows { $most } at once per key.
serve-goodbye-seat-waits = You left the table; your seat waits for you. Goodbye!
serve-goodbye = Goodbye: thanks for playing!
serve-could-not-keep-up = Your connection could not keep up with the server.
serve-table-closed-reopen = closed while no one was here: Enter reopens it
serve-stand-in-not-playing = The match is not being played: no one needs a CPU to stand in.
serve-stand-in-everyone-here = Everyone is here: a CPU stands in only for someone away.
serve-owner-stand-in = The table's owner lets a { $level } CPU play for { $name } until they come back.
serve-owner-stand-in-unrated = The table's owner lets a { $level } CPU play for { $name } until they come back. Once it has played for them, this match will not be rated.
serve-owner-stand-in-taken-back = No CPU plays for { $name } now: the match waits for them.
serve-left-closes = { $name } left: the table closes.
serve-left-seat-open = { $name } left the table; the seat is open again.
serve-left-cpu-to-the-end = { $name } left the table; a { $level } CPU plays their seat to the end.
serve-left-waits = { $name } left the table; the match waits for them (after { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
} a { $level } CPU plays for them until they are back).
serve-left-plain = { $name } left the table.
serve-away-stand-in = { $name } is away: a { $level } CPU plays for them until they come back.
serve-away-stand-in-unrated = { $name } is away: a { $level } CPU plays for them until they come back. Once it has played for them, this match will not be rated.
serve-welcome-back = Welcome back: { $count ->
    [one] 1 match is
   *[other] { $count } matches are
} waiting for you (★ below).
serve-stop-match-saved = { $farewell } Your match is saved: connect again to go on.
serve-stop-matches-kept = { $farewell } Your { $count ->
    [one] match is
   *[other] matches are
} kept.
serve-stopping-come-back = The server is stopping. Come back soon!
serve-stopped = The server stopped.
serve-stopping = The server is stopping.

# The SSH door: what a person's ssh prints (src/net). Before the client's locale is known
# (a full door, a refusal at sign-in) it is the server's own language.
serve-door-table-full = The table is full: try again in a few minutes.
serve-door-server-full = The server is full: try again in a few minutes.
serve-door-too-many-from-source = Too many connections from your address: close one and try again.
serve-door-keys-and-code = this server lets people in by their SSH key (and the invitation code the first time): make a key with ssh-keygen -t ed25519
serve-door-keys-only = this server lets people in by their SSH key only: make one with ssh-keygen -t ed25519 and connect again
serve-door-listed-only = this server lets in the keys on its list only: send your public key to its operator
serve-door-not-listed = your key { $key } is not on this server's list: send your public key to its operator
serve-door-key-busy = your key already has { $count ->
    [one] 1 connection
   *[other] { $count } connections
} here: close one and try again
serve-door-shut-out = too many wrong codes from your address: try again in { $seconds } s
serve-door-table-says = The table says: { $why }.
serve-door-bad-name = { $why }: connect as another name (ssh NAME@...), or as table@... to choose a seat.
serve-name-empty = the name is empty
serve-name-control = the name has control characters
serve-name-invisible = the name has invisible characters (format characters or line separators)
serve-name-mixed = the name mixes letters of scripts that look alike (Latin, Greek, Cyrillic)
serve-name-too-wide = the name is too wide

# A hosted table's lobby, as a guest sees it (src/tui/screens/lobby.rs)
serve-hosted-held-elsewhere = { $name }'s seat is held by another connection: you can watch the match.
serve-hosted-title = {" "}Yahtzee · a hosted table{" "}
serve-hosted-setting-up = The host is still setting the match up. The seats appear here as soon as it starts.
serve-hosted-esc-leaves = Esc leaves.
serve-hosted-choose = Choose your seat, or watch:
serve-hosted-help = ↑/↓ choose · Enter takes it · Esc leaves. A seat taken is yours until the match ends: come back with the same name (ssh NAME@…) to take it again.
serve-hosted-free = free
serve-hosted-taken = taken
serve-hosted-away = waiting for its guest to come back
serve-hosted-away-cpu = { $cpu } plays it until its guest is back
serve-hosted-watch = Watch the match
serve-hosted-watch-full = Watch the match (no place left to watch)

# The host's side of a hosted table (src/tui/hosting.rs): what the host, the guests and a
# headless host's output are told
serve-host-left-cpu-now = { $name } left the table; a { $level } CPU plays for { $name } until they come back.
serve-host-left-cpu-after-minutes = { $name } left the table; if { $name } is not back within { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}, a { $level } CPU plays for them until they are.
serve-host-left-cpu-after-seconds = { $name } left the table; if { $name } is not back within { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}, a { $level } CPU plays for them until they are.
serve-host-left-waits-for = { $name } left the table; the match waits for { $name } to come back.
serve-host-left-p = { $name } left the table; the match waits for them (p lets a CPU play for them meanwhile).
serve-host-not-started = The match has not started.
serve-host-no-one-away = Every guest is here: a CPU stands in only for a guest who is away.
serve-host-no-one-asking = No guest is asking for a seat.
serve-host-bye-left = You left the table. Thanks for playing!
serve-host-bye-could-not-keep-up = Your connection could not keep up with the table.
serve-host-bye-host-closed = The host closed the table; the match is saved. Thanks for playing!
serve-host-bye-server-stopped = The table's server stopped; the match is saved.
serve-host-name-taken = The name { $name } is taken at this table: connect as another name (ssh NAME@...).
serve-host-turned-away-name = Turned away a guest from { $addr }: The name { $name } is taken at this table: connect as another name (ssh NAME@...).
serve-host-connected = { $name } connected from { $addr } { $how ->
    [code] with the code
    [remembered] with their remembered key
    [listed] with a key the host's config lists
    [key] with their key
   *[guest] as a guest
}
serve-host-guest-connected = a guest connected from { $addr } { $how ->
    [code] with the code
    [remembered] with their remembered key
    [listed] with a key the host's config lists
    [key] with their key
   *[guest] as a guest
}
serve-host-joined = { $name } joined the table ({ $how ->
    [letin] let in by the host
    [code] with the code
    [remembered] with their remembered key
    [listed] with a key the host's config lists
    [key] with their key
   *[guest] as a guest
}).
serve-host-watching = { $name } is watching.
serve-host-guest-watching = A guest is watching.
serve-host-not-started-yet = The match has not started yet: wait for the host.
serve-host-no-place-to-watch = No place left to watch: the host allows { $count } at once.
serve-host-seat-taken = { $name } is taken: choose another seat.
serve-host-key-own-seat-only = Your key lets you back into your own seat only: for another, connect with the code.
serve-host-seat-waits-asked = { $name }'s seat waits for { $name }: the host has been asked whether you may take it.
serve-host-seat-waits = { $name }'s seat waits for { $name }: only they can take it.
serve-host-asks-seat = { $who } asks to take { $name }'s seat: g lets them.
serve-host-guest-asks-seat = A guest asks to take { $name }'s seat: g lets them.
serve-host-stand-in = { $level } CPU plays for { $name } until they come back.
serve-host-stand-in-none = No CPU plays for { $name }: the match waits for them.
serve-host-turn-of-away-p = It is { $name }'s turn, and they are away: the match waits (p lets a CPU play for them).
serve-host-table-open = The table is open: { $about }
serve-host-info-join = Guests join with:
serve-host-info-code = Invitation code:
serve-host-info-key = Host key:
serve-host-info-check-key = Guests check the host key against what ssh shows them the first time.
serve-host-info-p = p lets a CPU play for a guest who dropped, until they come back.
serve-host-info-g = g lets a guest take a seat that waits for someone else, when they ask.
serve-host-info-remembered = Remembered keys: yahtzee host --list-keys, --forget-key NAME.
serve-host-info-keys-here = Keys that let their guest back into this match:
serve-host-how-to-join = { $reach } ? shows how to join.
serve-host-banner-code = code { $code }
serve-host-banner-playing = { $count } playing
serve-host-banner-watching = { $count } watching
serve-host-banner-choosing = { $count } choosing a seat
serve-host-door-so-far = At the door so far: { $counts }.
serve-reach-table-this-machine = Only this machine can join (--listen 0.0.0.0:{ $port } opens the network).
serve-reach-table-network = Other machines can join, on port { $port }.
serve-reach-table-address = Machines that reach { $addr } can join.
serve-reach-server-this-machine = Only this machine can connect (--listen 0.0.0.0:{ $port } opens the network).
serve-reach-server-network = Other machines can connect, on port { $port }.
serve-reach-server-address = Machines that reach { $addr } can connect.

# What the door turned away, counted (the host's title line, the status screen)
serve-door-count-wrong-codes = { $count ->
    [one] 1 wrong code
   *[other] { $count } wrong codes
}
serve-door-count-shut-out = { $count ->
    [one] 1 try shut out
   *[other] { $count } tries shut out
}
serve-door-count-turned-away = { $count } turned away
serve-door-count-key-busy = { $count ->
    [one] 1 key at its connection limit
   *[other] { $count } keys at their connection limit
}
serve-door-count-forbidden = { $count ->
    [one] 1 request refused (command, sftp, forwarding)
   *[other] { $count } requests refused (command, sftp, forwarding)
}

# The operator's status screen (src/serve/status.rs); the log (--log) stays English
serve-status-listening = yahtzee serve is listening on { $addr }.
serve-status-join = People join with: { $join }
serve-status-host-key = Host key: { $key }
serve-status-admit-anyone = Who may connect: anyone with an SSH key.
serve-status-admit-anyone-guests = Who may connect: anyone with an SSH key; guests without a key too.
serve-status-admit-listed = Who may connect: the keys the config lists.
serve-status-admit-code = Who may connect: members, and whoever gives the invite code.
serve-status-admit-code-guests = Who may connect: members, and whoever gives the invite code; guests without a key too.
serve-status-invite-code = Invite code: { $code }
serve-status-data = Data: { $path }
serve-status-warning = Warning: { $why }.
serve-open-files-short = this process may open { $limit } files, fewer than the { $wanted } its connection limit needs: raise the limit (ulimit -n, or LimitNOFILE= in a systemd unit) or lower max_connections
serve-status-up = Up { $uptime } · { $people ->
    [one] 1 person
   *[other] { $people } people
} online · { $connections ->
    [one] 1 connection
   *[other] { $connections } connections
} open
serve-status-tables = Tables: { $open } in memory ({ $playing } playing) · { $closed } closed until their people come back · { $finished } finished since start
serve-status-refusals = Turned away: { $door } · refused inside: { $refused } · errors: { $errors }
serve-status-turned-away-none = none
serve-status-database = Database: { $size }
serve-status-latest = Latest:
serve-status-ctrl-c = Ctrl-C stops the server: every table is saved, everyone is told.
serve-status-uptime-minutes = { $minutes }m { $seconds }s
serve-status-uptime-hours = { $hours }h { $minutes }m
serve-status-size-kb = { $size } kB
serve-status-size-mb = { $size } MB
serve-status-stopped = The server stopped; every table is saved.
serve-status-door-stopped = The door stopped; every table is saved.

# The guests' keys the host remembers (src/tui/screens/guest_keys.rs, yahtzee host --list-keys)
serve-keys-title = {" "}Guests' keys: remembered with their seats{" "}
serve-keys-about = Each key lets its guest back into their seat of that match without the invitation code. Forgotten, the guest needs the code again.
serve-keys-head-name = Name
serve-keys-head-fingerprint = Fingerprint
serve-keys-head-lets-into = Lets them into
serve-keys-seat-of-match = seat { $seat } of match { $table }
serve-keys-admits-nowhere = release 0.4: admits nowhere
serve-keys-none = No guest's key is remembered.
serve-keys-how = When a guest joins a table you host (with yahtzee host) giving the invitation code and an SSH key together, the key is remembered here with their seat: it lets them back into that seat of that match without the code, and nowhere else.
serve-keys-file-left = The file is left as it is: yahtzee host reads it too, so mend it or move it away (a new list then starts with the next guest's key).
serve-keys-no-longer-remembered = That key was no longer remembered.
serve-keys-forgot = Forgot { $name }'s key: they need the invitation code to come back.
serve-keys-not-forgotten = The key could not be forgotten: { $why }.
serve-keys-listed-unreadable = a guest key in the config cannot be read ({ $why })
serve-keys-file-unreadable = the guests' keys in { $path } cannot be read: { $why }
serve-keys-file-later = it is of version { $version }, from a later release

# yahtzee host: what the host reads on the command line (src/cli/commands/host.rs)
serve-host-cli-intro = { $reach }
    Guests join with: { $join }
    Invitation code: { $code }
    Host key fingerprint: { $key }
serve-host-cli-closed = The table is closed; the match is saved.
serve-host-cli-forgot = Forgot { $name }'s key { $key }
serve-host-cli-admits-nowhere = no match (remembered by release 0.4: it admits nowhere)
serve-host-cli-cannot-write = cannot write { $path }: { $why }
serve-host-cli-no-such-key = no remembered key is { $who }: yahtzee host --list-keys lists them
serve-host-cli-needs-terminal = hosting with a seat here needs a terminal; serve without one with --headless
serve-host-cli-cannot-serve = cannot serve on { $addr }: { $why }
serve-host-cli-signals = cannot watch for signals: { $why }
serve-host-cli-nothing-to-reopen = there is no saved match to reopen; start one with yahtzee host
serve-host-cli-too-many-seats = --players and --guests come to { $count } seats; a match has at most { $most }
serve-host-cli-seats-cannot-play = the seats cannot play: { $why }
serve-host-key-not-a-key = the host key { $path } cannot be read ({ $why }); move it away to make a new one (guests will then see a new fingerprint)
serve-host-key-unreadable = the host key { $path } cannot be read: { $why }; move it away to make a new one (guests will then see a new fingerprint)
serve-host-key-cannot-make = cannot make a host key: { $why }
serve-host-key-cannot-write = cannot write the host key: { $why }

# The door, before and after sign-in (src/net/server.rs)
serve-door-too-slow-table = too slow: the table waits { $seconds } s for a guest to get in
serve-door-too-slow-server = too slow: the server waits { $seconds } s for a connection to get in
serve-door-table-terminal-only = this table offers a terminal only: connect with ssh and no command (no sftp or scp)
serve-door-server-terminal-only = this server offers a terminal only: connect with ssh and no command (no sftp or scp)
serve-door-wrong-code-again = Wrong code: type it again.
serve-door-code-prompt = Invitation code:{" "}

# The public server's floor, to one person (src/serve/floor.rs)
serve-watch-no-place = No place left to watch that table: the server allows { $count } at once.
serve-watch-not-started = That table has not started: there is nothing to watch yet.
serve-you-sit = You sit at the table: it starts when every seat is taken and everyone it is kept for has sat down.
serve-you-sit-with-code = You sit at the table: it starts when every seat is taken and everyone it is kept for has sat down. Its code: { $code }
serve-table-not-saved = The table could not be saved, so it did not start: try again soon.
serve-not-rated-stood-in = Not rated: a CPU played for { $names }.
serve-names-and = { $names } and { $last }

# The server's settings and start (src/serve/settings.rs, src/serve/mod.rs)
serve-settings-bad-code = code must be 10 to 64 letters, digits or dashes (at least 40 bits, as yahtzee host's)
serve-settings-preset-bad-name = a preset's name is 1 to 24 letters, digits, spaces, - or _
serve-settings-preset-built-in = '{ $name }' is a built-in preset's name: give the server's own another
serve-settings-preset-bad-base = base must be a built-in preset ({ $choices })
serve-settings-preset-bad-set = set entries are "KEY=VALUE", as yahtzee new --set: { $why }
serve-start-cannot-make-folder = cannot make the folder { $path }: { $why }
serve-start-not-a-key = [serve] keys: { $key } is not a public key

# The server's database (crates/hall): what the operator reads at start, what a person asking
# the server for a file is told
serve-hall-not-a-database = { $path } is not a hall database (it is not an SQLite file); it was left untouched. Move it away to start a new one.
serve-hall-damaged = The hall database { $path } is damaged ({ $why }); it was left untouched. Restore it from a backup, or move it away to start a new one.
serve-hall-foreign = { $path } is another program's SQLite database, not a hall database; it was left untouched.
serve-hall-newer = The hall database { $path } is from a newer version (schema { $version }; this program knows up to { $latest }); it was left untouched.
serve-hall-io = The hall database { $path } could not be opened: { $why }.
serve-hall-busy = Another server is using the hall database { $path }; stop it first, or give this one another data folder.
serve-hall-no-presets = The server does not keep presets of your own; the operator sets the server's presets.
serve-hall-no-cards = The server does not keep result cards; copy the card from the screen instead.

# The server in plain lines, for a screen reader (src/serve/plain.rs): the lobby as a
# numbered list, its forms as short dialogues, the boards read as lines
serve-plain-welcome = Yahtzee, play anyone, in plain lines: each event is said once. Type help for the commands, repeat to hear the last lines again, quit to leave.
serve-plain-handle-ask = Type your handle:
serve-plain-handle-ask-offered = Type your handle, or press Enter to take { $offered }:
serve-plain-me-rated = { $name }, rated { $ratings }
serve-plain-rating = { $family } { $rating }, give or take { $range }{ $provisional ->
    [yes] {", still settling"}
   *[no] {""}
}
serve-rating-change = { $name } { $before } → { $after } ({ $family })
serve-plain-rating-change = { $name }: { $family } rating from { $before } to { $after }.
serve-plain-online = Online ({ $count }): { $names }.
serve-plain-menu = Type a number to choose:
serve-plain-numbered = { $number }. { $what }
serve-plain-tables = Tables: type a table's number to sit there (or to watch when it is full), or watch and its number to watch it.
serve-plain-table-mine = { $number }. Your table: { $what }
serve-plain-welcome-back = Welcome back: { $count ->
    [one] 1 match is
   *[other] { $count } matches are
} waiting for you (each says "your table" in the list).
serve-plain-tables-more = { $count ->
    [one] 1 more table is open, not listed here: a quick match or a code finds a seat.
   *[other] { $count } more tables are open, not listed here: a quick match or a code finds a seat.
}
serve-plain-lobby-prompt = Lobby: type a number, Enter alone to hear the list again, help for the commands.
# News said while a plain person waits in the lobby; { $what } is a table's line as the
# list says it.
serve-plain-news-opened = { $count ->
    [one] A table opened: { $what }.
   *[other] { $count } tables opened.
}
serve-plain-news-gone = { $count ->
    [one] A table you could sit at is full or closed now.
   *[other] { $count } tables you could sit at are full or closed now.
}
serve-plain-news-kept = A seat is kept for you: { $what }.
serve-plain-news-again = Enter alone says the list again.
serve-plain-help = In the lobby: a number chooses from the list; sit 14 takes a seat at table 14 of the list and watch 14 watches it; Enter alone says the list again; repeat says the last lines again; quit leaves the server. At a table: help says the match's commands, and quit takes you back to the lobby (a member's seat waits for them; a guest's is played by a CPU to the end).
serve-plain-word-sit = sit
serve-plain-word-watch = watch
serve-plain-not-listed = "{ $what }" is not on the list: type a number from 1 to { $last }, or help.
serve-plain-not-a-table = "{ $what }" is no table of the list: { $count ->
    [one] the table is number { $first }.
   *[other] the tables are numbers { $first } to { $last }.
}
serve-plain-back = Back in the lobby.
serve-plain-code-ask = Type the table's code, or press Enter alone to go back:
serve-plain-watch-ask = Which table do you want to watch? Type its number from the list, or press Enter alone to go back.
serve-plain-language-ask = Which language? Type its number, or press Enter alone to keep this one.
serve-plain-learn-at-home = Learn is not played over the connection: at home, yahtzee --plain learn plays its lessons and puzzles in plain lines.
serve-plain-leave-ask = Leave the server? Your matches stay: connect again to go back to them. Type yes to leave, or no (or Enter alone) to stay.
serve-plain-leave-ask-guest = Leave the server? Type yes to leave, or no (or Enter alone) to stay.
serve-plain-staying = You stay in the lobby.
serve-plain-leave-what = "{ $what }" is no answer: type yes to leave the server, or no to stay.
serve-plain-word-yes = yes, y
serve-plain-word-no = no, n
serve-plain-quick-waiting = Waiting for someone to play a heads-up Classic match; after { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
} a CPU is offered. Type { $number } to stop waiting.
serve-plain-quick-no-one-came = No one came in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}: type { $number } for a Strong CPU instead, or keep waiting.
serve-plain-table-closed-reopen = closed while no one was here: its number reopens it
serve-goodbye-cpu-plays-on = You left the table: a { $level } CPU plays your seat to the end (a guest's seat cannot wait). Goodbye!
serve-goodbye-match-ends = You left the table, the last of its people: the match ends unfinished. Goodbye!
serve-plain-word-stand-in = cpu, stand in
serve-plain-owner-may-stand-in = Your table: if someone is away, type cpu and a CPU plays for them until they are back.
serve-plain-owner-help = Your table: cpu lets a CPU play for someone away until they are back; cpu again lets the match wait for them.
serve-plain-choose-from = "{ $what }" is not one of the choices: type a number from 1 to { $last }, or press Enter for the first.
serve-plain-new-rules-ask = The rules of the new table (Enter takes { $default }):
serve-plain-new-seat-ask = Who takes seat { $number }? (Enter: { $default })
serve-plain-seat-kept = kept for a member (you then type their handle)
serve-plain-new-kept-ask = Type the handle seat { $number } is kept for:
serve-plain-new-listed-ask = Listed in the lobby, or private? (Enter: listed)
serve-plain-new-dropped = No table was made: back in the lobby.
serve-plain-left-table = You left the table; your seat waits for you. Back in the lobby: Enter alone says the list.
serve-plain-left-table-gone = You left the table. Back in the lobby: Enter alone says the list.
serve-plain-mine-open-count = { $count ->
    [0] You have no match under way.
    [one] You have 1 match under way (in the lobby's list, marked yours):
   *[other] You have { $count } matches under way (in the lobby's list, marked yours):
}
serve-plain-mine-open = Table #{ $no }, { $rules }: { $names }; { $state }.
serve-plain-mine-closed = Table #{ $no }, { $rules }: { $names }; closed until you come back.
serve-plain-mine-finished = { $count ->
    [0] You have finished no match yet.
    [one] You have finished 1 match:
   *[other] You have finished { $count } matches; the last { $shown }:
}
serve-plain-mine-player = { $name } { $total }
serve-plain-mine-finished-rated = { $rules }: { $players }; rated.
serve-plain-mine-finished-row = { $rules }: { $players }.
serve-plain-about-matches = { $count ->
    [one] 1 match played
   *[other] { $count } matches played
}, { $won } won, { $rated } rated.
serve-plain-about-family = { $rules }: { $count ->
    [one] 1 match
   *[other] { $count } matches
}, { $won } won, best { $best }, on average { $mean }.
serve-plain-about-more = What the server keeps about you, and forgetting your account, are on the drawn lobby's About me.
serve-plain-daily-title = { $count ->
    [0] Today's daily: no one has played it yet.
   *[other] Today's daily, best first:
}
serve-plain-leaderboard-title = { $count ->
    [0] { $family } leaderboard: no one is rated yet.
   *[other] { $family } leaderboard, best first:
}
serve-plain-place = { $place }. { $name }: { $what }
serve-plain-place-mine = { $place }. { $name }: { $what } (you)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# `yahtzee review`
cli-review-title = Match { $id } ({ $finished }, { $rules } rules)
cli-review-estimates = No card of several columns has an exact optimum: every choice is rated against Perfect's search over every column, and the figures are estimates. The chance to win is known exactly on one column only, so it is left out.
cli-review-seat = { $name }: { $points ->
    [one] 1 point
   *[other] { $points } points
}
cli-review-seat-given = { $name }: { $points ->
    [one] 1 point
   *[other] { $points } points
}, { $loss } expected points given away over { $count ->
    [one] 1 decision
   *[other] { $count } decisions
}
cli-review-seat-given-estimated = { $name }: { $points ->
    [one] 1 point
   *[other] { $points } points
}, { $loss } expected points given away (estimated) over { $count ->
    [one] 1 decision
   *[other] { $count } decisions
}
cli-review-decision = round { $round }  { $dice }  { $left } left  { $chosen } best { $best } { $mark }
cli-review-ok = ok
cli-review-loss = -{ $loss }

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

# The config file's problems, each after "FILE:LINE: "
cli-config-cannot-read = cannot read it ({ $error })
cli-config-not-a-file = it is not a file
cli-config-too-large = it is { $size } bytes; a config file is at most { $limit }
cli-config-not-toml = not valid TOML: { $why }
cli-config-ui-mode = [ui] mode is "screen" or "plain", not "{ $value }"
cli-config-unknown-section = unknown section [{ $section }] (the sections are { $sections })
cli-config-outside-section = '{ $key }' is outside any section (the sections are { $sections })
cli-config-unknown-setting = [{ $section }] has no setting '{ $key }' (it has { $known })
# $kind is what TOML calls the value: string, integer, float, boolean, datetime, array, table
cli-config-must-be-section = '{ $name }' must be a section, not a { $kind }
cli-config-must-be-boolean = '{ $key }' must be true or false
cli-config-must-be-string = '{ $key }' must be a string in quotes
cli-config-section-needed = '{ $name }' must be a section: [{ $name }]
cli-config-unknown-key-preset = unknown key preset '{ $name }' (choose default or vim)
cli-config-keys-unknown-place = [keys] has no '{ $name }' (it has preset and the sections { $places })
cli-config-keys-unknown-action = [keys.{ $place }] has no action '{ $action }' (it has { $known })
cli-config-hold-five-keys = hold needs five keys, one per die (it has { $count })
cli-config-key-clash = { $key } is already bound to { $action } in { $place }; { $changed } keeps its default keys
cli-config-guest-keys-list = guest_keys must be a list of public keys, e.g. ["ssh-ed25519 AAAA… ana"]
cli-config-guest-key-line = each guest key is a public key line such as "ssh-ed25519 AAAA… ana"
# $names: "anyone, listed or code", the values as the file spells them
cli-config-admit = admit is { $names } (not '{ $value }')
cli-config-whole-number = { $key } must be a whole number from { $min } to { $max }
cli-config-listed-needs-keys = admit = "listed" needs keys = [...]: with none, no one could connect
cli-config-presets-none = presets lists none: the server offers every built-in preset
cli-config-presets-list = presets is a list of built-in presets ({ $choices })
cli-config-presets-each = each of presets is a built-in preset ({ $choices })
cli-config-own-presets-sections = preset holds the server's own presets as sections: [serve.preset.NAME]
cli-config-own-preset-section = each own preset is a section: [serve.preset.NAME]
cli-config-set-list = set is a list of "KEY=VALUE"
cli-config-preset-twice = the preset { $name } is given twice
cli-config-key-string = each key is a string such as "r", "space" or "ctrl+z"
cli-config-keys-shape = keys are a string ("space r") or a list (["space", "r"]), not a { $kind }
cli-config-bad-key = { $why } (keys are a character, or space enter esc tab backspace delete up down left right pageup pagedown home end, optionally with ctrl+)
cli-config-unknown-theme = unknown theme '{ $name }' (choose { $choices })
cli-config-unknown-colour-role = [theme.colors] has no '{ $role }' (it has { $known })
cli-config-not-a-colour = '{ $value }' is not a colour (use a name such as "yellow" or "light-blue", "#rrggbb", or "default")
cli-config-unknown-coach-measure = unknown coach measure '{ $value }' (choose points or chance_to_win)
cli-config-coach-threshold = coach_threshold must be a number of points from 0 to { $most }
cli-config-players = players: { $why }

# A key in the config file that is no key
cli-keys-invisible = '{ $key }' is a control or invisible character, not a key
cli-keys-not-a-key = '{ $key }' is not a key
cli-keys-none = no keys
# Shown on the menu when the config file has problems; $first is the first, as "FILE:LINE: reason"
cli-config-notice = The config file { $path } has { $count ->
        [one] 1 problem
       *[other] { $count } problems
    } (its defaults are used there): { $first }

# yahtzee new: refusals
cli-new-pad-people-only = a score pad keeps score for people: --players must name people only (a CPU needs dice)
cli-new-default-seats = the default seats cannot start a new match: { $why } (or give --players)
cli-new-same-dice-refused = --same-dice deals every seat the same dice, but { $why ->
        [one-seat] there is only one seat
        [score-pad] a score pad has no dice to deal
       *[real-dice] real dice thrown at the table cannot be dealt alike
    }: give two to four seats throwing on screen, or leave --same-dice out

# advise: the position, then every option ranked
cli-advise-card-full = the card is full: there is nothing left to play
cli-advise-no-column-table = no table for these columns
cli-advise-start = Expected final total from the start of the next turn: { $total }
cli-advise-give-dice = Give --dice to compare options.
cli-advise-position = { $rules } rules. Card: { $boxes ->
        [one] 1 box
       *[other] { $boxes } boxes
    } filled, { $points } points. Dice { $dice }, { $throws ->
        [one] 1 throw
       *[other] { $throws } throws
    } left.
cli-advise-behind-best = Points behind the best option (estimates):
cli-advise-best = (best)

# odds: each seat's chance to win
cli-odds-single-column-only = the chance to win is exact only on a single-column card, not on the { $card ->
        [classic] Classic card
        [yatzy] Yatzy card
        [triple] Triple card
       *[three_column] three-column card
    }
cli-odds-all-full = every card is full: there are no dice to throw
cli-odds-card-count = give 1 to { $most } cards, one per seat
cli-odds-card-fault = card { $card }: { $why }
cli-odds-to-play-range = --to-play must name a seat from 1 to { $seats }
cli-odds-to-play-full = seat { $seat } is to play but its card is full
cli-odds-turn-order = card { $card } has { $boxes ->
        [one] 1 box
       *[other] { $boxes } boxes
    } filled, but with seat { $seat } to play it would have { $want }
cli-odds-turn-order-fits = card { $card } has { $boxes ->
        [one] 1 box
       *[other] { $boxes } boxes
    } filled, but with seat { $seat } to play it would have { $want }; the cards fit seat { $fits } to play: add --to-play { $fits }
cli-odds-heading = { $rules } rules. Chance to win if every seat plays Perfect from here (shared wins split):
cli-odds-to-play = (to play)
cli-odds-boxes = { $boxes ->
        [one] 1 box
       *[other] { $boxes } boxes
    }
# One seat's line; $points, $boxes and $chance come padded to their columns.
cli-odds-row = {"  "}Seat { $seat }{ $marker }  { $points } points, { $boxes } filled   { $chance }%

# list: the matches on the go; resume: which one is meant
cli-list-none = No match is on the go. Start one with yahtzee new.
cli-list-col-id = ID
cli-list-col-players = Players
cli-list-col-rules = Rules
cli-list-col-round = Round
cli-list-col-last-played = Last played
cli-list-practice = practice
cli-list-over = over
cli-list-round = { $round } of { $rounds }
cli-list-elsewhere = in another window
cli-list-resume-hint = Resume one with: yahtzee resume ID
cli-resume-elsewhere = the { $what ->
        [practice] practice match
       *[match] match
    } { $id } is being played in another window; yahtzee list shows every match on the go
cli-resume-none = there is no { $what ->
        [practice] practice match
       *[match] match
    } to resume; { $others ->
        [none] start one with yahtzee new
       *[some] yahtzee list shows the matches on the go
    }
cli-resume-no-such-id = no match on the go has the ID { $id }; yahtzee list shows them
cli-resume-ambiguous-id = { $count } matches have an ID starting { $id }; give more of it (yahtzee list shows them)
cli-resume-busy = the match { $id } is being played in another window

# config --check
cli-config-no-folder = no config folder could be found; name a file: yahtzee config --check FILE
cli-config-none-here = { $path }: no config file here; the game uses its defaults
cli-config-no-problems = { $path }: no problems

# cache: the solved data kept on disk
cli-cache-cannot-list = cannot list { $path }: { $error }
cli-cache-none = No cached solved data in { $path } (each ruleset's is computed when first needed).
cli-cache-rules = { $rules } rules
cli-cache-other-rules = other rules
cli-cache-old-format = { $rules }, an earlier release's format
cli-cache-heading = Cached solved data in { $path }: { $size } in { $files ->
        [one] 1 file
       *[other] { $files } files
    }.
cli-cache-note = Each file is computed again when needed (seconds for a ruleset's tables); `yahtzee cache --clear` removes them.
cli-cache-removing = Removing { $files ->
        [one] 1 cache file
       *[other] { $files } cache files
    } ({ $size }) from { $path }:
cli-cache-not-removed = could not remove { $files ->
        [one] 1 file
       *[other] { $files } files
    }: { $errors }
cli-cache-removed = Removed; { $size } freed. The game computes what it needs again.

# preset: the player's own presets
cli-preset-saved = Saved your preset '{ $name }': { $rules }.
cli-preset-renamed = Renamed your preset '{ $old }' to '{ $new }'.
cli-preset-built-in-stays = '{ $name }' is the built-in preset { $preset }, which cannot be deleted; yahtzee preset list shows your own
cli-preset-deleted = Deleted your preset '{ $name }' (a saved match or setup that used it keeps its rules).
cli-preset-unknown-none-yours = unknown rules preset '{ $name }'; choose { $choices }; you have none of your own yet (yahtzee preset save NAME)
cli-preset-unknown = unknown rules preset '{ $name }'; choose { $choices }; or one of yours: { $yours }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more (yahtzee preset list)
    }
cli-preset-exists = { $why } (--replace replaces it)
cli-preset-none-yet = You have no presets of your own yet. Save one in setup (p on the Rules row) or with: yahtzee preset save NAME --rules PRESET --set KEY=VALUE
cli-preset-list-heading = Your presets ({ $count } of at most { $most }):
cli-preset-hidden-by-built-in = a built-in preset has this name: --rules gives the built-in

# card --out, and the chance-to-win table built for the game
cli-card-written = Result card written to { $path }
cli-card-written-through-link = Result card written to { $path } (the file the link { $link } leads to)
cli-odds-table-unsaved = the chance-to-win table could not be written to the cache

# --card, --dice, --held, --rolls-left (advise, odds)
cli-position-not-box-points = '{ $part }' is not BOX=POINTS (e.g. fours=12)
cli-position-points-whole = '{ $part }': points must be a whole number
cli-position-column = '{ $part }': the column after @ is 1 to { $columns } on this card
cli-position-box-twice = { $id } is given twice
cli-position-impossible = { $id }={ $points } is impossible: no roll scores { $points } in { $label } under these rules
cli-position-not-a-face = '{ $part }' is not a die face: use 1 to 6
cli-position-five-held = at most five dice can be held
cli-position-need-dice = --rolls-left and --held need --dice: they describe the dice on the table
cli-position-held-sticky = --held matters only with sticky holds (--set sticky_holds=true); with free holds any die may be thrown again
cli-position-rolls-left = --rolls-left must be below { $throws } (the dice shown count as one throw of { $throws })
cli-position-held-not-among = the held dice { $held } are not among the dice { $dice }

# The result card's format, and why its share line cannot reach the clipboard
cli-card-unknown-format = unknown card format '{ $format }'; choose text or svg
cli-clipboard-no-terminal = this terminal has no clipboard
cli-clipboard-vte = GNOME Terminal and other VTE terminals ignore clipboard requests
cli-clipboard-tmux = tmux passes it on only with `set -g set-clipboard on` or `set -g allow-passthrough on`
# Leaving a match on the go (the screen or plain mode)
cli-match-saved = The match is saved. Resume it with: yahtzee resume { $id }

## ==== end cli ====
