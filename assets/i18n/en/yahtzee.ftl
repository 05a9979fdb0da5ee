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
# "Ana's", "your": for English sentences put together in code.
core-whose = { $who ->
    [you] your
   *[other] { $name }'s
}
# The name of a CPU seat nobody named: "Strong CPU".
core-cpu-name = { $level } CPU

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
