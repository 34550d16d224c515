## The app shell, the home screen and the notices any screen can show.

page-not-found = This page does not exist.

home-tagline = Go for two players on one device, a friend on another phone, or the computer — with lessons and problems. Works offline.
home-menu = Main
home-new-game = New game
home-play-computer = Play the computer
home-continue = Continue
home-saved-games = Saved games
home-learn = Learn
home-daily = Problem of the day
home-rules = Rules
home-settings = Settings

part-loading = Loading…
part-failed-title = This part of Tengen did not load
part-failed-body = It has not been downloaded to this device yet, and the connection failed. Your games are safe. Check the connection and try again.
part-retry = Try again
part-home = Home
part-failed-inline = Part of this screen did not load (it is not on this device yet, and the connection failed).

## Storage notices and damaged saved games, which any screen can show.

storage-full = The browser's storage is full: delete finished games to save this one.
storage-unavailable = This browser does not allow saving (private mode or storage disabled): you can play, but games are not kept.
storage-other = The browser could not save: { $detail }
storage-changed-in-another-tab = This game was changed in another tab: reloading the newer version.
storage-newer-version = This game was saved by a newer version of Tengen (format { $format }) and is not overwritten.
storage-does-not-replay = The game could not be saved: { $detail }
storage-stored-copy-damaged = The game could not be saved: the copy stored on this device does not open, and nothing is written over it.
storage-no-id = The game could not be saved: it has no id.
storage-not-saved = Not saved: { $reason } You can keep playing and export the game.
home-at-my-level = Play at my level
ladder-home-rating = Your rating against the computer: { $rating } ± { $deviation } after { $games ->
    [one] one game
   *[other] { $games } games
}.
