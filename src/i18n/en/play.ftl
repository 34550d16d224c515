## The play screen, the board, and the engine's words shown there.

## Colours as player names.
color-black = Black
color-white = White

## Why a move or action was refused.
move-error-off-board = That point is not on the board.
move-error-occupied = That point is occupied.
move-error-suicide = Self-capture: a stone must keep a liberty.
move-error-ko = Ko: play elsewhere first.
move-error-superko-start = Superko: this would repeat the starting position.
move-error-superko = Superko: this would repeat the position after move { $number }.
move-error-not-your-turn = It is not your turn.
move-error-not-playing = The players are settling dead stones: resume play to place stones.
move-error-game-over = The game is over.
move-error-resign-too-early = Resignation is allowed only after { $count } { $count ->
        [one] move
       *[other] moves
    }.
move-error-not-settling = Dead stones are marked only after both players pass.
move-error-no-stone = There is no stone there.
move-error-nothing-to-undo = There is nothing to undo.

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
board-label = { $size } by { $size } Go board
board-keys-hint = Arrow keys move, Enter plays. Question mark lists the keys.
board-empty = empty
board-black-stone = black stone
board-white-stone = white stone
board-marked-dead = marked dead
board-suggested-dead = marked dead by the computer's suggestion
board-hint = the computer's hint { $rank }
board-black-territory = black territory
board-white-territory = white territory
board-last-move = last move
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
play-missing-title = Game not found
play-missing-text = This device has no game with this link. Games are kept only on the device they were played on.
play-saved-games = Saved games
play-home = Home
play-review = Review
play-rules = Rules
play-new-game = New game
play-title = Game: { $black } (Black) against { $white } (White)
play-board-label = { $size } by { $size } Go board, move { $number }
play-move-number = Move { $number }
play-pass = Pass
play-undo = Undo
play-resign = Resign
play-cancel = Cancel
play-confirm-pass = { $color } passes?
play-confirm-pass-yes = Yes, pass
play-confirm-resign = { $color } resigns and loses the game?
play-confirm-resign-yes = Yes, resign
play-continue-clock = Continue clock
play-pause-clock = Pause clock
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
play-agree = Agree
play-resume = Resume play ({ $color } moves)
play-undo-mark = Undo mark
play-to-play = — to play
play-captures = Captures: { $count }
play-pass-stones = Pass stones: { $count }

## What just happened, in the notice line and the live region.
play-passed = { $color } passed.
play-resigned = { $color } resigned.
play-played = { $color } played { $point }.
play-played-captured-white = { $color } played { $point } and captured { $count } { $count ->
        [one] white stone
       *[other] white stones
    }.
play-played-captured-black = { $color } played { $point } and captured { $count } { $count ->
        [one] black stone
       *[other] black stones
    }.
play-tap-again = Tap { $point } again to play there.
play-marked-dead = Marked the string dead.
play-marked-alive = Marked the string alive.
play-took-back-move = Took back the last move.
play-took-back-mark = Took back the last mark.
play-suggested = The computer suggests { $count ->
        [0] no dead stones
        [one] one dead string
       *[other] { $count } dead strings
    }: check the marks, then agree.
play-suggestion-stale = The marks changed while the computer looked: its suggestion was not used.
play-agreed = Both players agreed: the game is counted.
play-resumes = Play resumes.
play-settle-now = The game stops: settle the board. Mark dead strings, then agree on the count.
play-atari-black = Atari: { $count ->
        [one] black stone
       *[other] black stones
    } at { $points }.
play-atari-white = Atari: { $count ->
        [one] white stone
       *[other] white stones
    } at { $points }.
play-color-to-play = { $color } to play.
play-read-empty = The board is empty.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: no stones.
play-read-dead = { $point } dead
play-deleted-elsewhere = This game was deleted in another tab. It is no longer saved on this device.
play-save-again = Save it again
play-leave = Leave
move-error-setup-without-liberty = The stones set up would leave a string without a liberty.
play-open-ko = The ko at { $point } is still open: under these rules a ko must be resolved before the count. Resume play to resolve it.
play-no-clock = This game has no clock.
play-not-finished = The game is not over yet.
play-computer-thinking = The computer is thinking: your move comes after its move, or choose Play now.
play-computer-stale = The computer's move was for an earlier position; it thinks again.

## The computer player
computer-loading = Fetching the computer player…
computer-thinking = Thinking…
computer-visits = { $done } of { $planned } variations read
computer-play-now = Play now
computer-try-again = Try again
computer-failed-start = The computer player could not start in this browser. Your game is saved.
computer-failed-crash = The computer player stopped. Your game is saved; try again.
computer-failed-offline = The computer player could not be fetched: no connection. Your game is saved; try again when online.
computer-failed-missing = The computer player could not be fetched (error { $status }). Your game is saved.
computer-failed-damaged = The computer player's file is damaged. Your game is saved; try again.
computer-level-first-game = First game
computer-level-beginner = Beginner
computer-level-casual = Casual
computer-level-club = Club player
computer-level-strong-club = Strong club player
computer-level-expert = Expert
computer-level-strongest = Strongest
computer-level-number = Level { $number }
computer-name = Computer ({ $level })

play-no-takebacks = Take-backs against the computer are off (Settings).
computer-you = You
computer-streak-up = Three wins in a row: the computer moves up to { $level }.
computer-streak-down = Three losses in a row: the computer moves down to { $level }.
computer-you-win = You win!
computer-wins = The computer wins.
