## The settings screen.

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
settings-board-look = Board and stones
settings-board-wood = Wood
settings-board-plain = Plain light board
settings-board-contrast = High contrast (thick lines, outlined stones)
settings-sound = Sound and vibration
settings-sounds = Stone sounds
settings-vibration = Vibrate when the computer moves (phones)
settings-done = Done
settings-about = About
settings-credit-network = Computer player: KataGo network g170-b6c96 © David J Wu, MIT licence
settings-computer = Playing the computer
settings-takebacks = Allow take-backs against the computer
settings-rate-takebacks = Rate games with take-backs
settings-rate-takebacks-why = When this is off, a game in which you took a move back does not change your rating: it no longer shows how you play on your own.
settings-mistakes = Point out my mistakes
settings-mistakes-weak = Against the three weakest levels
settings-mistakes-always = Always, also between two people
settings-mistakes-never = Never
settings-offline-keep = Keep the computer player for offline use
settings-offline-fetching = Fetching the computer player: { $done } of { $total } MB
settings-offline-ready = Ready for offline use ({ $size } MB).
settings-offline-not-kept = The browser did not keep the computer player for offline use. Try again in a moment.
settings-backup = Your games on this device
settings-backup-why = Tengen keeps everything on this device only. A backup file holds all of it (games, games by link, problems and lessons, settings); restoring it here or on another device adds what is missing and never puts an older copy over a newer one.
settings-backup-make = Back up everything
settings-backup-made = The backup is saved as { $file }.
settings-backup-failed = The backup could not be made: { $why }
settings-restore = Restore from a backup file
settings-restored = Restored { $what }.
settings-restored-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
settings-restored-friend-games = { $count ->
    [one] { $count } game by link
   *[other] { $count } games by link
}
settings-restored-problem-progress = problem progress
settings-restored-imports = { $count ->
    [one] { $count } imported problem file
   *[other] { $count } imported problem files
}
settings-restored-lessons = { $count ->
    [one] { $count } lesson tick
   *[other] { $count } lesson ticks
}
settings-restored-settings = settings
settings-restored-others = { $count ->
    [one] { $count } other value (a review or a value set aside)
   *[other] { $count } other values (reviews, values set aside)
}
settings-restore-nothing = Nothing new in this file: everything in it is here already.
settings-restore-unreadable = { $count ->
    [one] { $count } value in the file could not be read and was left out.
   *[other] { $count } values in the file could not be read and were left out.
}
settings-restore-refused = The browser stopped the restore there: { $why }
settings-restore-cut-short = This backup file is cut short (an interrupted download?). Nothing was restored.
settings-restore-not-a-backup = This file is not a Tengen backup. Nothing was restored.
settings-restore-newer = This backup was made by a newer version of Tengen (format { $format }): reload the page to update it, then restore. Nothing was restored.
settings-restore-damaged = This backup file is damaged: its values are not as Tengen writes them. Nothing was restored.
settings-restore-unreadable-file = The file could not be read. Nothing was restored.
settings-restore-too-large = This file is too large to be a Tengen backup ({ $size } MB). Nothing was restored.
settings-storage-kept = This browser keeps Tengen's storage: it is not cleared to make room.
settings-storage-not-kept = This browser may clear Tengen's storage when the device runs short of space: keep a backup.
settings-storage-unknown = This browser does not say whether it keeps Tengen's storage: keep a backup.
settings-storage-home-screen = On an iPhone or iPad, Safari clears the storage of a site not visited for some weeks. Add Tengen to the Home Screen (Share, then “Add to Home Screen”) to keep your games.
settings-restored-ladder = your rating against the computer
