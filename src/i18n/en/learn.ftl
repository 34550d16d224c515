## The Learn screens: the menu, the quick-start guide's pages and the lesson player.

## src/ui/learn/mod.rs

learn-ui-title = Learn
learn-ui-tagline = New to Go? Read the rules, capture a stone, then play your first game.
learn-ui-rules-in-short = The rules in short
learn-ui-lessons = Lessons
learn-ui-lessons-done = { $done } of { $total } done
learn-ui-start-lessons = Start the lessons: { $title }
learn-ui-continue-lesson = Continue: { $title }
learn-ui-all-done = You have done every lesson.
learn-ui-done = Done
learn-ui-home = Home

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ Learn
learn-ui-page = Page { $page } of { $total }
learn-ui-guide-board = { $size } by { $size } board: { $title }
learn-ui-before-moves = Before the moves.
learn-ui-move-caption = Move { $number } of { $total }: { $what }
learn-ui-play = Play
learn-ui-pause = Pause
learn-ui-step = Step
learn-ui-back = Back
learn-ui-next = Next
learn-ui-try-capture = Try a capture

## src/ui/learn/model.rs: a move in the guide's caption

learn-ui-black-plays = Black plays { $point }.
learn-ui-white-plays = White plays { $point }.
learn-ui-black-passes = Black passes.
learn-ui-white-passes = White passes.
learn-ui-black-resigns = Black resigns.
learn-ui-white-resigns = White resigns.

## src/ui/learn/lesson.rs

learn-ui-not-found = Lesson not found
learn-ui-not-found-body = There is no lesson with this link.
learn-ui-broken = This lesson cannot be shown.
learn-ui-lesson-board = { $size } by { $size } lesson board, step { $step } of { $total }
learn-ui-step-count = Step { $step } of { $total }
learn-ui-lesson-complete = Lesson complete.
learn-ui-found = Found { $found } of { $total }
learn-ui-black-to-play = Black to play
learn-ui-white-to-play = White to play
learn-ui-pass = Pass
learn-ui-continue = Continue
learn-ui-hint-label = Hint:
learn-ui-hint = Hint
learn-ui-ask-computer = Ask the computer
learn-ui-computer-elsewhere = The computer would play elsewhere here: this step asks for something particular. The Hint button tells you what.
learn-ui-computer-failed = The computer could not look at this board: it could not be started or fetched. Try again later; the Hint button works without it.
learn-ui-retry = Retry
learn-ui-back-to-learn = Back to Learn

## src/ui/learn/feedback.rs

learn-ui-correct = Correct
learn-ui-not-quite = Not quite
learn-ui-note = Note
learn-ui-game-says = The game says:

## src/ui/learn/store.rs: the player names of a game started from the lessons

learn-ui-name-black = Black
learn-ui-name-white = White

learn-ui-play-friend = Play a friend
learn-ui-play-computer = Play the computer
