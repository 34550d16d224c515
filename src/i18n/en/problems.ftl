## Learn → Problems: the menu and the problem screen.

## src/ui/learn/mod.rs

problems-open = Open the problems

## src/ui/learn/problems/mod.rs

problems-title = Problems
problems-tagline = Practice what the lessons taught: capture, escape, ladders, nets and races, then life and death and the fights of real games. Each problem has one right answer.
problems-rating = Your rating: { $rating } (± { $deviation })
problems-solved-count = { $solved } of { $total } solved
problems-next-for-me = Next problem for me
problems-all-solved = You have solved every problem here.
problems-levels = By level
problems-level-solved = { $solved } of { $total } solved
problems-mine = My problems
problems-mine-none = No problems here yet. Your own mistakes become problems here from a game's review ("Make problems of my mistakes"). An SGF problem file from another collection plays here the same way: the moves it marks right (TE, "Correct", "RIGHT"), or else its main line, are the answer.
problems-import = Import an SGF problem file
problems-play = Play
problems-remove = Remove
problems-remove-named = Remove { $name }
problems-import-done = { $count ->
        [one] One problem imported from { $name }.
       *[other] { $count } problems imported from { $name }.
    }
problems-import-unreadable-file = { $name } could not be read.
problems-import-too-large = { $name } is too large to keep here ({ $kb } KB; at most { $max } KB).
problems-import-empty = { $name } holds no problem.
problems-import-unreadable = { $name } does not read as problems. { $reason }
problems-error-in-problem = Problem { $number }: { $what }
problems-error-no-stones = The board has no stones: there is nothing to solve.
problems-error-move-in-root = The first node holds a move: a problem starts from a position.
problems-error-setup = The position cannot be set up. ({ $detail })
problems-error-setup-after = Stones are added or removed after { $after }: only moves may follow the starting position.
problems-error-setup-first = Stones are added or removed before the first move: only moves may follow the starting position.
problems-setup-off-board = { $color }'s stone at { $point } is off the board.
problems-setup-occupied = { $color }'s stone at { $point } lies on another stone.
problems-setup-takes = { $color }'s stone at { $point } takes the last liberty of the stones next to it.
problems-setup-no-liberty = The stones at { $point } have no liberty.
problems-error-move = A move cannot be played. ({ $detail })
problems-error-too-big = The solution tree is too large.
problems-error-data = The problem's data does not read. ({ $detail })
problems-delete-progress = Delete my progress
problems-delete-question = Delete your solved problems and your rating on this device? Imported problems stay.
problems-delete-yes = Delete
problems-cancel = Cancel
problems-deleted = Your progress is deleted.

## src/ui/learn/problems/words.rs

problems-task-capture = { $color } to play: capture the marked stones.
problems-task-save = { $color } to play: save the marked stones.
problems-task-best = { $color } to play: find the best move.
problems-task-danger = { $color } to play: save the stones in danger.
problems-task-life = { $color } to play: find the move that decides the group's life.
problems-task-cut = { $color } to play: find the cut or the connection that matters.
problems-task-endgame = { $color } to play: find the largest move.
problems-task-captures = { $color } to play: find the move that captures.
problems-category-capture-in-one = Capture in one
problems-category-atari = Atari from the right side
problems-category-ladder = Ladder
problems-category-net = Net
problems-category-snapback = Snapback
problems-category-capturing-race = Capturing race
problems-category-connect-to-save = Connect to save
problems-category-escape = Escape
problems-category-life-and-death = Life and death
problems-category-cut-or-connect = Cut or connect
problems-category-endgame = Endgame
problems-level = Level { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color } plays elsewhere
problems-move-captures = { $what } (captures { $count ->
        [one] a stone
       *[other] { $count } stones
    })
problems-why-joins = { $color } gets away: the stones at { $point } reach the stone at { $stone } and have { $liberties } liberties.
problems-why-escapes = { $color } gets away: the stones at { $point } have { $liberties } liberties.
problems-why-captured = { $color } captures your stones at { $point } ({ $count ->
        [one] one stone
       *[other] { $count } stones
    }).
problems-why-trapped = Your stones at { $point } cannot get away: { $liberties ->
        [one] one liberty left
       *[other] { $liberties } liberties left
    }, and the next move takes them.
problems-why-loses = { $color } captures { $count ->
        [one] one of your stones
       *[other] { $count } of your stones
    }.
problems-why-refuted = { $color } answers, and your move does not work.
problems-why-not-the-answer = That is not the answer.
problems-solved-safe = Your stones are safe: { $liberties } liberties.
problems-solved-captured = You captured { $count ->
        [one] one stone
       *[other] { $count } stones
    }.
problems-solved-plain = The problem is solved.
problems-right = Right
problems-solved = Solved
problems-wrong = Wrong
problems-answer = The answer
problems-first-try = At the first try!
problems-your-move = Your move: { $color } to play.
problems-hint-area = Look in the marked area.
problems-hint-move = Play on the marked point.
problems-file-says = The file says: { $comment }

## src/ui/learn/problems/player.rs

problems-not-found = This problem is not here
problems-not-found-body = It may have been removed with its imported file.
problems-broken = This problem's position cannot be set up: { $reason }
problems-back = ‹ Problems
problems-board = Problem { $name }, { $size } by { $size } board
problems-rating-change = Rating { $change }: now { $rating }.
problems-source = { $source }
problems-source-tengen = Made for Tengen and proved by its tactical reader.
problems-source-tengen-life = Made for Tengen and proved by its life-and-death reader.
problems-source-game = From “{ $game }”, move { $number }.
problems-source-review = Open the game's review
problems-mistake-title = Your move { $number }
problems-try-again = Try again
problems-show-answer = Show the answer
problems-next = Next problem
problems-hint = Hint
problems-restart = Start over
problems-skip = Skip

## src/ui/learn/problems/rush.rs and the problem of the day

problems-daily = Problem of the day
problems-daily-about = The same problem for everyone today, new each day.
problems-rush = Rush
problems-rush-about = Three minutes of problems, each a little harder than the last. Three mistakes and it is over.
problems-rush-start = Start the rush
problems-rush-best = Your best rush: { $best } solved
problems-rush-no-best = No rush played yet.
problems-rush-time = Time left: { $time }
problems-rush-score = Solved: { $solved }
problems-rush-mistakes = Mistakes: { $mistakes } of { $most }
problems-rush-right = Right. Solved: { $solved }.
problems-rush-wrong = Wrong: mistake { $mistakes } of { $most }.
problems-rush-over-mistakes = Three mistakes: the rush is over. You solved { $solved }.
problems-rush-over-time = Time is up. You solved { $solved }.
problems-rush-over-all = You played every problem of the rush and solved { $solved }.
problems-rush-new-best = A new best!
problems-rush-again = Rush again

## What a move does, said from the shipped problems' facts: "-you" for the learner's own
## move, "-them" for the opponent's ($color and $point: who played where).
problems-fact-captures-you = You capture { $count ->
        [one] the stone
       *[other] the { $count } stones
    } at { $at }.
problems-fact-captures-them = { $color } captures { $count ->
        [one] your stone
       *[other] your { $count } stones
    } at { $at }.
problems-fact-atari-you = Atari: { $count ->
        [one] the stone at { $at } has
       *[other] the { $count } stones at { $at } have
    } one liberty left.
problems-fact-atari-them = { $color } ataris { $count ->
        [one] your stone
       *[other] your { $count } stones
    } at { $at }: one liberty left.
problems-fact-joins-you = You join { $strings } groups into one: { $count } stones with { $liberties ->
        [one] one liberty
       *[other] { $liberties } liberties
    }.
problems-fact-joins-them = { $color } connects at { $point }: { $count } stones with { $liberties ->
        [one] one liberty
       *[other] { $liberties } liberties
    }.
problems-fact-cuts-you = You cut the opponent's stones apart.
problems-fact-cuts-them = { $color } cuts at { $point }: your stones are split.
problems-fact-eye-you = You make an eye at { $at }.
problems-fact-eye-them = { $color } makes an eye at { $at }.
problems-fact-vital-you = You take the vital point: this is where the opponent answers a wrong try.
problems-fact-vital-them = { $color } takes the vital point at { $point }.
problems-fact-fills-you = You take a liberty from the stones at { $at }: { $liberties } left.
problems-fact-fills-them = { $color } takes a liberty from your stones at { $at }: { $liberties } left.
problems-fact-extends-you = Your stones get out: { $liberties } liberties.
problems-fact-extends-them = { $color } gets out at { $point }: { $liberties } liberties.
problems-fact-liberties-you = Your stones here have { $liberties ->
        [one] one liberty
       *[other] { $liberties } liberties
    }.
problems-fact-liberties-them = { $color } answers at { $point }: those stones have { $liberties ->
        [one] one liberty
       *[other] { $liberties } liberties
    }.
problems-fact-ladder = A ladder: atari after atari, and the stones cannot escape.
problems-fact-net = A net: the stones are enclosed loosely and cannot get out.
problems-fact-snapback = A throw-in the opponent must take, and you take back more: a snapback.
problems-fact-throw-in = A throw-in: a stone given up to spoil an eye or a liberty.
problems-fact-loses = Along this line you lose { $count ->
        [one] a stone
       *[other] { $count } stones
    }.
problems-fact-margin-right = The search rates it { $points } points and { $percent } % of the win rate above the most tempting wrong try.
problems-fact-margin-wrong = The search: it loses { $points } points and { $percent } % of the win rate against the answer.
