## The app shell, the home screen and the settings.

page-not-found = This page does not exist.

home-tagline = Go for two players on one device.
home-menu = Main
home-new-game = New game
home-play-computer = Play the computer
home-continue = Continue
home-saved-games = Saved games
home-learn = Learn
home-rules = Rules
home-settings = Settings

settings-title = Settings
settings-placing = Placing a stone
settings-placing-auto = Two taps on touch screens, one click with a mouse
settings-placing-two-tap = Always two taps (the first shows where)
settings-placing-one-tap = Always one tap
settings-board = Board
settings-coordinates = Show coordinates
settings-forbidden-marks = Mark forbidden points with an X
settings-atari-hint = Ring strings in atari
settings-dead-suggestions = At the count, the computer suggests which stones are dead
settings-hints = Offer the computer's hints in every game
settings-move-numbers = Show move numbers
settings-face-to-face = Face-to-face layout for a tablet between two players
settings-language = Language
settings-language-auto = Automatic (the browser's language)
settings-look = Look
settings-theme-system = Follow the system (light or dark)
settings-theme-light = Light
settings-theme-dark = Dark
settings-high-contrast = High contrast
settings-done = Done
settings-about = About
settings-credit-network = Computer player: KataGo network g170-b6c96 © David J Wu, MIT licence

settings-computer = Playing the computer
settings-takebacks = Allow take-backs against the computer
settings-adjust-level = Adjust the level after three wins or losses in a row
settings-offline-keep = Keep the computer player for offline use
settings-offline-fetching = Fetching the computer player: { $done } of { $total } MB
settings-offline-ready = Ready for offline use ({ $size } MB).
settings-offline-not-kept = The browser did not keep the computer player for offline use. Try again in a moment.

part-loading = Loading…
part-failed-title = This part of Tengen did not load
part-failed-body = It has not been downloaded to this device yet, and the connection failed. Your games are safe. Check the connection and try again.
part-retry = Try again
part-home = Home
part-failed-inline = Part of this screen did not load (it is not on this device yet, and the connection failed).
