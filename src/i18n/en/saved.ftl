## Saved games: the list, review, import, export, share links and storage notices.

saved-title = Saved games
# Text 004.
saved-device-only = Saved on this device only — clearing your browser's cache or site data removes them (no account backup).
saved-backup-hint = To keep a backup, export your games as SGF files.
saved-empty = No saved games yet.
saved-empty-new-game = Start a new game
saved-empty-import = or import one below.
saved-export-all = Export all (SGF)
saved-delete-finished = Delete all finished games
saved-nav-home = Home
saved-nav-new-game = New game
saved-nav-saved-games = Saved games
saved-players = { $black } vs { $white }
saved-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
saved-last-played = last played { $date }
saved-status-finished = Finished
saved-status-settling = Marking dead stones
saved-status-black-to-play = Black to play
saved-status-white-to-play = White to play
saved-open = Open
saved-review = Review
saved-rename = Rename
saved-export-sgf = Export SGF
saved-delete = Delete
saved-rename-title = Title
saved-rename-save = Save title
saved-rename-cancel = Cancel
saved-damaged-title = Damaged saved game
saved-damaged-stored = Stored as { $key }, { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}
saved-damaged-export = Export text
saved-game-deleted = Game deleted
saved-finished-deleted = { $count ->
    [one] { $count } finished game deleted
   *[other] { $count } finished games deleted
}
saved-no-finished = No finished games to delete.
# The player names of an imported record that names none.
saved-name-black = Black
saved-name-white = White

review-title = Review: { $black } vs { $white }
review-status = Move { $number } of { $total }{ $setup ->
        [yes] { " · Stones set up" }
       *[no] { "" }
    } · Captures: Black { $black }, White { $white }
review-board-label = { $size } by { $size } Go board, move { $number }
review-first = First
review-previous = Previous
review-next = Next
review-last = Last
review-slider = Position in the game
review-continue = Continue playing
review-analyse = Analyse with the computer
review-analyse-continue = Continue the computer's analysis
review-analysing = The computer is analysing: position { $done } of { $total }
review-graph-label = Black's chance to win and lead over the game; tap to go to a move
review-graph-legend = Solid: Black's chance to win. Dashed: Black's lead (above the middle line Black is ahead).
review-mistakes-of = { $color }'s biggest mistakes
review-no-mistakes = No move lost a point or more.
review-mistake = Move { $number } at { $played } lost about { $points } points.
review-show-line = Show the computer's line
review-line-status = The computer's line: move { $step } of { $total }
review-line-return = Back to the game

import-title = Import a game record (SGF)
import-choose-file = Choose an SGF file
import-drop-or-paste = Or drop a file on this page, or paste the record:
import-sgf-text = SGF text
import-pasted = Import pasted text
import-imported = Imported:
import-summary = { $black } vs { $white }, { $count ->
    [one] { $count } move
   *[other] { $count } moves
}. It is saved on this device.
import-unreadable-file = The file could not be read.
import-too-large = The file is too large ({ $kb } KB): game records up to 1 MB are read.
import-malformed-at = This is not a readable SGF record: { $reason } (line { $line }, column { $column }).
import-malformed = This is not a readable SGF record: { $reason }.
import-too-deep = The record is too long: { $depth } nodes in a line (at most { $max }).
import-not-go = This SGF record is not a game of Go.
import-not-square = The board is { $width }x{ $height }: only square boards are played.
import-size-unreadable = The board size is unreadable.
import-size-out-of-range = The board is { $size }x{ $size }: boards from { $min }x{ $min } to { $max }x{ $max } are played.
import-setup = The starting position cannot be set up: { $detail }
import-does-not-replay = The game cannot be replayed at step { $step }: { $reason }
import-fault-no-opening = an SGF record starts with (;
import-fault-unclosed-value = a value opened here is never closed with ]
import-fault-unopened-tree = this ) closes no (
import-fault-unclosed-tree = this ( is never closed with )
import-fault-no-game-tree = no game tree: SGF starts with (;
import-fault-no-game = no game in it
import-many-games = The file holds { $count } games: the first one is imported.
import-rules-approximated = The rules "{ $ru }" are played as { $preset }.
import-rules-unknown = The rules "{ $ru }" are unknown: the game is played as { $preset }.
import-no-rules = The record names no rules (RU): the game is played as { $preset }.
# $rules is the preset's id (japanese, aga…).
import-komi-unreadable = The komi (KM) is unreadable: { $komi } is used, as { $rules } rules give.
import-no-komi = The record gives no komi (KM): { $komi } is used, as { $rules } rules give.
import-setup-refused = After move { $after } the record adds or removes stones (AB/AW/AE), which cannot be done here: { $reason } The game is imported up to move { $after }.
import-not-a-point = Move { $number } ({ $text }) is not a point on this board: the game is imported up to move { $previous }.
import-ended-before = The game ended before move { $number } ({ $result }): later moves are left out.
import-plays-twice-black = Move { $number } (Black { $vertex }): Black plays twice in a row; it is kept as Black's move.
import-plays-twice-white = Move { $number } (White { $vertex }): White plays twice in a row; it is kept as White's move.
import-cannot-play-black = Move { $number } (Black { $vertex }) cannot be played: { $reason } The game is imported up to move { $previous }.
import-cannot-play-white = Move { $number } (White { $vertex }) cannot be played: { $reason } The game is imported up to move { $previous }.
import-settling-step = After move { $after }, the settling step TG[{ $value }] cannot be applied ({ $reason }): the game is imported up to there.
import-settling-unreadable = it is not written as Tengen writes it
import-result-cannot-end = The record says { $re }, but the game cannot end that way here: { $reason }
import-more-warnings = { "..." } and { $count } more warnings.

share-title = Shared game
share-opened = Opened a shared game and saved it as a new game:
share-no-game = This page opens game links (they end in #sgf=…). This link holds no game.
share-copy-sgf = Copy SGF
share-link = Share link
share-link-label = Link to this game
share-sgf-copied = The SGF record is on the clipboard.
share-link-copied = Link copied: whoever opens it gets this game.
share-copy-refused = The browser did not allow copying: select the text and copy it yourself.
share-not-a-link = This link holds no game (no #sgf= in it).
share-bad-character = This game link is damaged: character { $position } is not part of a link.
share-damaged = This game link is damaged or cut short: copy the whole link again.
share-too-large = The game in this link is over 1 MB.
share-not-text = This game link does not hold a game record.
saved-by-link-your-move = By link · your move
saved-by-link-their-move = By link · { $name }'s move
saved-by-link-over = By link · { $status }
saved-kept-title = Damaged values kept aside
saved-kept-help = These values could not be read, so they were kept aside instead of being written over. Export one to keep its text, or delete it.
saved-kept-game = A saved game
saved-kept-game-by-link = A game by link
saved-kept-sure = Delete this text for good?
saved-kept-delete-yes = Yes, delete
saved-kept-not-deleted = The storage refused: nothing was deleted.
review-problems-heading = Your mistakes as problems
review-problems-about = The computer looks again at your biggest mistakes. Each one with a single clearly best answer in a local fight becomes a problem in My problems. Nothing leaves this device.
review-problems-make = Make problems of my mistakes
review-problems-judging = Looking at mistake { $done } of { $total }…
review-problems-none = No mistake was left to look at.
review-problems-made = { $looked ->
    [one] One mistake looked at:
   *[other] { $looked } mistakes looked at:
}
review-problems-new = { $made ->
    [0] no new problem.
    [one] one new problem in My problems.
   *[other] { $made } new problems in My problems.
}
review-problems-unclear = { $count ->
    [one] One had no single clearly best answer.
   *[other] { $count } had no single clearly best answer.
}
review-problems-not-local = { $count ->
    [one] One was not a local fight the computer can name.
   *[other] { $count } were not a local fight the computer can name.
}
review-problems-already = { $count ->
    [one] One was made into a problem before.
   *[other] { $count } were made into problems before.
}
review-problems-solve = { $count ->
    [one] Solve the new problem
   *[other] Solve the new problems
}
review-problems-mine = My problems
review-problems-name = Your game of { $date } against { $opponent }
review-problems-name-people = The game of { $date }, { $black } against { $white }
