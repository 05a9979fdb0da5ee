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
serve-door-table-needs-terminal = This table needs a terminal: connect with ssh -t.
serve-door-server-needs-terminal = This server needs a terminal: connect with ssh -t.
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

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
