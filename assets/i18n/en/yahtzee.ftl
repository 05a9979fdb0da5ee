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
play-title-practice = PRACTICE
play-title-not-saved = NOT SAVED
play-title-building = chance to win: building { $percent }%
play-title-keys = { $key } keys

# The match screen: the turn's panel
play-panel-to-play = ▶ { $name } to play
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

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = HELD
play-dice-kept = kept
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
play-results-finished-with = { $name } finished with { $points } points.
play-results-wins-with = { $name } wins with { $points } points!
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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
