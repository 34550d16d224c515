## The new-game screen and the rule presets.

new-game-title = New game
new-game-rules = Rules
new-game-follows = Follows: { $source }
new-game-board = Board
new-game-board-size = Board size
new-game-handicap = Handicap
new-game-handicap-none = None (even game)
new-game-handicap-one = 1 (no komi, no stones)
new-game-handicap-stones = { $count } { $count ->
        [one] stone
       *[other] stones
    }
new-game-komi = Komi (points for White)
new-game-clock = Clock
new-game-main-time = Main time per player
new-game-no-clock = No clock
new-game-minutes = { $count } min
new-game-periods = Byo-yomi periods
new-game-sudden-death = Sudden death
new-game-clock-kind = After main time
new-game-byo-yomi = Byo-yomi
new-game-club-floor = Club: time topped up (the club's house rules)
new-game-floor-seconds = Topped up to (seconds)
new-game-period-seconds = Seconds per period
new-game-players = Players
new-game-swap = Swap colours
new-game-start = Start
new-game-cancel = Cancel
new-game-komi-not-a-number = "{ $text }" is not a number of points.
new-game-komi-out-of-range = Komi must be a whole or half number of points, between -200 and 200.
new-game-too-many-handicap-stones = { $count } handicap stones asked; at most { $max } fit this board and ruleset.
new-game-bad-handicap-stone = Handicap stone { $point } cannot be placed.

## The presets: name, one line for the menu, and the rule text each follows.
preset-aga = AGA area
preset-aga-description = AGA rules: area counting, 7.5 komi, pass stones, superko, settle dead stones or resume.
preset-aga-source = the AGA's rules of Go (area counting)
preset-first-capture = First capture
preset-first-capture-description = Teaching game: the first capture wins; two passes before any capture is a draw.
preset-first-capture-source = a teaching game for beginners, beside the AGA's rules of Go
preset-classic = Classic 9x9
preset-classic-description = Territory + captures + one point per opponent pass; no komi; two passes end the game as it stands.
preset-classic-source = the classic 9x9 app's rules
preset-club = Club area
preset-club-description = Area counting, komi 6; handicap N gives komi N; resign after 20 moves for 20 points.
preset-club-source = a club's house rules
preset-japanese = Japanese territory
preset-japanese-description = Territory counting minus own stones lost, no points in seki; komi 6.5 (the Czech rules name none).
preset-japanese-source = the Japanese rules of 1989, as the Czech Go association teaches them
preset-chinese = Chinese area
preset-chinese-description = Area counting, komi 7.5, positional superko, handicap stones compensated one point each.
preset-chinese-source = the Chinese rules (official)

new-game-opponent = Opponent
new-game-opponent-person = Another person
new-game-opponent-computer = The computer
new-game-opponent-friend = A friend on another device →
new-game-level = Level
computer-level-weaker = On 9x9 weaker than GNU Go 3.8 at its weakest level: won { $won } of { $games } games.
computer-level-about = On 9x9 about as strong as GNU Go 3.8 at level { $gnugo }: won { $won } of { $games } games.
computer-level-stronger = On 9x9 stronger than GNU Go 3.8 at its strongest level: won { $won } of { $games } games.
computer-level-points-lost = Loses about { $points } points a move.
computer-level-measured-19 = On 19x19: won { $won } of { $games }.
computer-rung-rated = Rated { $elo } ± { $within } on the ladder's own scale, from 9x9 games.
computer-rung-below = Won { $won } of { $games } 9x9 games against rung { $below }.
computer-rung-gnugo = On that scale GNU Go 3.8 rates { $elo0 } at level 0 and { $elo10 } at level 10.
new-game-my-color = My colour
new-game-color-random = Random
new-game-my-name = My name
ladder-at-my-level = Play at my level
