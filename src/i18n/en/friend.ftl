# A game with a friend on another device, by links (src/ui/friend/).
friend-title = A friend on another device
friend-how = Each move travels as a link: after yours, send it to your friend by any messenger, or let their phone scan the QR code. Nothing goes through a server.
friend-new-game = New game with a friend
friend-my-name = Your name
friend-their-name = Your friend's name
friend-me = Me
friend-friend = My friend
friend-my-colour = Your colour
friend-rules = Rules
friend-board = Board
friend-days = Days per move (a reminder only)
friend-days-none = No clock
friend-days-n = { $days ->
    [one] 1 day
   *[other] { $days } days
}
friend-start = Start and send the invitation
friend-games = Your games by link
friend-against = Against { $name }
friend-your-turn = Your move
friend-their-turn = { $name }'s move: send them the link
friend-open = Open the game
friend-all = All games by link
friend-invited = { $name } invites you to a game. You play { $color }.
friend-accept = Play
friend-same = You already have this link: the game is at move { $moves }.
friend-own = This is your own link: nothing changed.
friend-stale = This link is older than your game: it has move { $link }, you have move { $have }. Nothing changed.
friend-conflict = This link's move { $at } is not the one this device has. It was not taken, and nothing changed.
friend-link-not-a-game = This link does not hold a game that can be played.
friend-link-damaged = This link is damaged (cut short or altered). Ask your friend to send it again.
friend-news-played = { $name } played { $point } (move { $number }).
friend-news-passed = { $name } passed (move { $number }).
friend-news-resigned = { $name } resigned: you win.
friend-news-marked = { $name } marked { $points } dead.
friend-news-unmarked = { $name } took the dead mark off { $points }.
friend-news-accepts = { $name } accepts the count.
friend-news-resumed = { $name } wants to play on.
friend-news-agreed = { $name } accepted the count: the game is over.
friend-news-both-marked = { $name } marked stones at the same time as you: both your marks are kept. Check them and accept again.
friend-your-turn-now = Your move.
friend-stale-accepted = This link is older than your game: your friend has accepted the count since. Nothing changed.
friend-qr-too-long = This link is too long for a QR code: copy it or share it instead.
friend-your-move = Your move ({ $color })
friend-marks = Both passed: tap the dead stones, then accept the marks (or play on).
friend-marks-sent = Your marks are sent: waiting for { $name } to accept them.
friend-days-reminder = { $days ->
    [one] One day per move: a reminder, no one loses on time.
   *[other] { $days } days per move: a reminder, no one loses on time.
}
friend-accept-marks = Accept the marks
friend-resume = Play on
friend-send = Send move
friend-send-how = Send this link to your friend, or let their phone scan the code:
friend-link = The game's link
friend-copy = Copy the link
friend-copied = The link is copied: paste it into a message to your friend.
friend-copy-refused = This browser did not allow copying: select the link and copy it.
friend-share = Share…
friend-share-title = Our game of Go
friend-qr = Scan with the other phone's camera.
friend-qr-label = The game's link as a QR code
friend-rules-line = { $rules }, komi { $komi }
friend-komi-line = Komi { $komi }
friend-kept-damaged = This game is stored damaged on this device: Saved games keeps it, to export or delete. Nothing changed.
