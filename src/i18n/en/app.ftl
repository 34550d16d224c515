## The app shell, the home screen and the notices any screen can show.

page-not-found = This page does not exist.

home-tagline = Go for two players on one device, a friend on another phone, or the computer — with lessons and problems. Works offline.
home-menu = Main
home-new-game = New game
home-play-computer = Play the computer
home-continue = Continue
home-saved-games = Saved games
home-learn = Learn
home-rules = Rules
home-settings = Settings

part-loading = Loading…
part-failed-title = This part of Tengen did not load
part-failed-body = It has not been downloaded to this device yet, and the connection failed. Your games are safe. Check the connection and try again.
part-retry = Try again
part-home = Home
part-failed-inline = Part of this screen did not load (it is not on this device yet, and the connection failed).

## Storage notices and damaged saved games, which any screen can show.

saved-damaged-not-json = The saved text is damaged ({ $detail }).
saved-damaged-incomplete = The saved game is incomplete ({ $detail }).
saved-damaged-newer-version = Damaged: written by a newer version of Tengen (format { $format }); update this page to open it.
saved-undo = Undo
storage-full = The browser's storage is full: delete finished games to save this one.
storage-unavailable = This browser does not allow saving (private mode or storage disabled): you can play, but games are not kept.
storage-other = The browser could not save: { $detail }
storage-changed-in-another-tab = This game was changed in another tab: reloading the newer version.
storage-newer-version = This game was saved by a newer version of Tengen (format { $format }) and is not overwritten.
storage-does-not-replay = The game could not be saved: { $detail }
storage-no-id = The game could not be saved: it has no id.
storage-not-saved = Not saved: { $reason } You can keep playing and export the game.
saved-kept-again = The game is saved on this device again.
storage-value-settings = Your settings
storage-value-streak = The level streak
storage-value-learn-progress = Your lesson progress
storage-value-problems-progress = Your problem progress
storage-value-imports = Your imported problems
storage-value-friend-list = The list of games by link
storage-value-other = A value kept on this device
storage-why-cut-short = it was cut short
storage-why-not-its-format = it is not in its format
storage-why-shape = a part of it is missing or of the wrong kind
storage-why-absurd = its numbers cannot be right
storage-why-newer = a newer version of Tengen wrote it
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
