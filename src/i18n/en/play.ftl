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

## The board and its points, as a screen reader says them.
board-label = { $size } by { $size } Go board
board-keys-hint = Arrow keys move, Enter plays. Question mark lists the keys.
board-empty = empty
board-black-stone = black stone
board-white-stone = white stone
board-marked-dead = marked dead
board-suggested-dead = marked dead by the computer's suggestion
board-hint = the computer's hint { $rank }
board-better-move = the move the computer prefers
board-black-territory = black territory
board-white-territory = white territory
board-last-move = last move

## The play screen.
play-saved-games = Saved games
play-home = Home
play-review = Review
play-rules = Rules
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
play-deleted-elsewhere = This game was deleted in another tab. It is no longer saved on this device.
move-error-setup-without-liberty = The stones set up would leave a string without a liberty.
play-open-ko = The ko at { $point } is still open: under these rules a ko must be resolved before the count. Resume play to resolve it.
play-no-clock = This game has no clock.
play-not-finished = The game is not over yet.
play-computer-thinking = The computer is thinking: your move comes after its move, or choose Play now.
play-computer-stale = The computer's move was for an earlier position; it thinks again.

## The computer player
computer-level-first-game = First game
computer-level-first-game-about = Sees only some of the moves worth playing and picks among them: for someone who has just learnt the rules.
computer-level-beginner = Beginner
computer-level-beginner-about = Plays real shapes but often misses the best move.
computer-level-casual = Casual
computer-level-casual-about = Plays by instinct and now and then overlooks a better move.
computer-level-club = Club player
computer-level-club-about = The network's first instinct every move, without reading.
computer-level-strong-club = Strong club player
computer-level-strong-club-about = Reads a few variations before each move.
computer-level-expert = Expert
computer-level-expert-about = Reads a quarter as much as the strongest level.
computer-level-strongest = Strongest
computer-level-strongest-about = Everything the browser can read in about 2 seconds (9x9) to 5 seconds (19x19) a move.
computer-level-number = Level { $number }
computer-rung = Rung { $number }
computer-rung-named = Rung { $number } · { $name }
computer-rung-overlooks-many = Plays only moves worth playing, but overlooks most of the best ones: for someone who has just learnt the rules.
computer-rung-overlooks-some = Plays real shapes but often misses the best move.
computer-rung-overlooks-few = Plays by instinct and now and then overlooks a better move.
computer-rung-instinct = The network's first instinct every move, without reading.
computer-rung-reads = Reads { $visits } positions ahead before each move on 9x9.
computer-rung-strongest = Everything the browser can read in about 2 seconds (9x9) to 5 seconds (19x19) a move.
computer-name = Computer ({ $level })
play-no-takebacks = Take-backs against the computer are off (Settings).
play-accepted = You accept the marks: send your friend the link. The game is counted when both accept the same marks.
play-friend-to-move = Not your move: send your friend the link and wait for theirs.
play-between-devices = Nothing is taken back between two devices: a link only ever adds to the game.
play-games-by-link = Games by link
play-agree = Agree
play-resume = Resume play ({ $color } moves)
computer-thinking = Thinking…
