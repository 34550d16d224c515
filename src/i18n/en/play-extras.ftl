## The play screen's parts that come after the board: how a game ended, the count, keyboard controls, settling, estimate and hints, the computer's status.

## How a game ended.
result-draw-before-capture = Draw: both players passed before any capture
result-draw-equal = Draw: the count is equal
result-wins-by-points = { $winner } wins by { $points } { $points ->
        [one] point
       *[other] points
    }
result-resigned = { $winner } wins: { $loser } resigned
result-resigned-credited = { $winner } wins: { $loser } resigned ({ $winner } is credited { $points } { $points ->
        [one] point
       *[other] points
    })
result-timeout = { $winner } wins: { $loser } ran out of time
result-first-capture = { $winner } wins by making the first capture

## The itemised count.
count-caption = The count
count-item = Item
count-stones = Stones
count-territory = Territory
count-captures = Captures
count-pass-points = Pass points
count-pass-stones = Pass stones
count-komi = Komi
count-compensation = Handicap compensation
count-total = Total

## The board and its points, as a screen reader says them.
board-no-coordinate = No coordinate was given.
board-not-a-coordinate = "{ $text }" is not a board coordinate.
board-not-on-board = { $point } is not on this board.
board-bad-size = Boards are { $min }x{ $min } to { $max }x{ $max }, not { $size }x{ $size }.

## Keyboard controls and their help.
keys-disclosure = Keyboard & screen reader
keys-play-at = Play at (e.g. D4)
keys-play = Play
keys-read-board = Read board
keys-open = Keys
keys-title = Keyboard
keys-close = Close
keys-arrows = Arrow keys
keys-arrows-do = Move the cursor on the board
keys-home-end = Home / End
keys-home-end-do = Go to the start or end of the row
keys-page = Page Up / Page Down
keys-page-do = Go to the top or bottom row
keys-enter = Enter or Space
keys-enter-do = Play at the cursor (or mark a string while settling)
keys-pass-do = Pass (press again to confirm)
keys-undo-do = Undo the last move
keys-coordinates-do = Show or hide coordinates
keys-read-do = Read the board aloud
keys-help-do = Show these keys
keys-escape = Escape
keys-escape-do = Cancel a question, or close this help

## The play screen.
play-new-game = New game
play-rematch = Rematch
play-settle-title = Settle the board
play-settle-help = Tap a string to mark it dead or alive again. Agree when the count is right, or resume play to settle a dispute.
play-suggest-ask = Ask the computer which stones are dead
play-suggest-looking = The computer is looking at the board…
play-suggest-cancel = Cancel
play-suggest-try-again = Try again
play-suggest-note = Orange dotted crosses are the computer's suggestion: tap a string to change it, then agree.
play-estimate-ask = Estimate score
play-hint-ask = Hint
play-advice-hide = Hide
play-advice-looking = The computer is looking…
play-estimate = { $lead } (Black's chance to win: { $percent }%).
play-estimate-lead = { $color } leads by about { $points }
play-estimate-even = About even
play-hint-line = { $rank }. { $point }: { $reason }
play-hint-none = The computer has no move to suggest: passing is fine.
play-hint-captures = captures { $count ->
        [one] a stone
       *[other] { $count } stones
    }
play-hint-saves = saves { $count ->
        [one] the stone
       *[other] { $count } stones
    } in atari
play-hint-choice = the computer's choice
play-count-gives = This count gives: { $result }
play-undo-mark = Undo mark

## The computer player
computer-loading = Fetching the computer player…
computer-visits = { $done } of { $planned } variations read
computer-play-now = Play now
computer-try-again = Try again
computer-failed-start = The computer player could not start in this browser. Your game is saved.
computer-failed-crash = The computer player stopped. Your game is saved; try again.
computer-failed-offline = The computer player could not be fetched: no connection. Your game is saved; try again when online.
computer-failed-missing = The computer player could not be fetched (error { $status }). Your game is saved.
computer-failed-damaged = The computer player's file is damaged. Your game is saved; try again.
computer-you = You
computer-you-win = You win!
computer-wins = The computer wins.

## The teacher at the board: a note after a move that lost points.
teacher-lost = That move loses about { $points } points.
teacher-leaves-in-atari = { $color } can now capture { $stones ->
        [one] your stone
       *[other] { $stones } stones
    } at { $point }.
teacher-ignores-atari = { $color } can still capture { $stones ->
        [one] your stone in atari
       *[other] your { $stones } stones in atari
    } at { $point }.
teacher-misses-capture = { $point } would have captured { $stones ->
        [one] a stone
       *[other] { $stones } stones
    }.
teacher-better = The computer prefers { $point }, ringed on the board.
teacher-better-pass = The computer would have passed.
teacher-take-back = Take back
teacher-dismiss = OK

## Reading the board aloud (the keyboard controls), the banner of a game another tab deleted, the level streak.
play-read-empty = The board is empty.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: no stones.
play-read-dead = { $point } dead
play-save-again = Save it again
play-leave = Leave

## What the storage found about a value kept here, said by the screen that owns it; the toast after a delete.
saved-undo = Undo
saved-kept-again = The game is saved on this device again.
storage-value-settings = Your settings
storage-value-learn-progress = Your lesson progress
storage-value-problems-progress = Your problem progress
storage-value-imports = Your imported problems
storage-value-rush = Your best rush
storage-value-ladder = Your rating against the computer
storage-value-friend-list = The list of games by link
storage-value-review = The computer's review of this game
storage-value-other = A value kept on this device
storage-set-aside = { $value } could not be read ({ $why }). Nothing was overwritten: it is kept aside on this device as { $key } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}), and a new one starts here.
storage-left-in-place = { $value } could not be read ({ $why }). It stays as it is and nothing is written over it: changes are not kept until the browser has room to set it aside.
storage-rebuilt = { $value } could not be read ({ $why }) and was rebuilt from the games kept here: { $count ->
    [one] { $count } game
   *[other] { $count } games
}, none lost.
storage-rebuilt-missing = { $value } was missing and was rebuilt from the games kept here: { $count ->
    [one] { $count } game
   *[other] { $count } games
}, none lost.
storage-refused = { $value } could not be saved: { $why }. What was saved before is kept.
storage-refused-full = the browser's storage is full (deleting finished games makes room)
storage-refused-off = this browser does not allow saving (private mode or storage switched off)
storage-refused-other = the browser said: { $detail }

## A game the play screen cannot open, and why a stored value does not read.
play-missing-title = Game not found
play-missing-text = This device has no game with this link. Games are kept only on the device they were played on.
saved-damaged-not-json = The saved text is damaged ({ $detail }).
saved-damaged-incomplete = The saved game is incomplete ({ $detail }).
saved-damaged-newer-version = Damaged: written by a newer version of Tengen (format { $format }); update this page to open it.
storage-why-cut-short = it was cut short
storage-why-not-its-format = it is not in its format
storage-why-shape = a part of it is missing or of the wrong kind
storage-why-absurd = its numbers cannot be right
storage-why-newer = a newer version of Tengen wrote it

## The clock's pause.
play-continue-clock = Continue clock
play-pause-clock = Pause clock

## The ladder: the rating after a game against the computer, and the offer of a step
ladder-rating-up = Your rating { $rating } ± { $deviation }, up { $change }.
ladder-rating-down = Your rating { $rating } ± { $deviation }, down { $change }.
ladder-rating-same = Your rating { $rating } ± { $deviation }, unchanged.
ladder-with-stones = { $opponent } with { $stones ->
    [one] one handicap stone
   *[other] { $stones } handicap stones
} for you
ladder-offer-harder = Three wins in a row against { $against }. Ready for the next step: { $next }?
ladder-offer-easier = Three losses in a row against { $against }. Try a step easier: { $next }?
ladder-take-offer = Play { $next }
play-mistake-problems = Make problems of my mistakes
