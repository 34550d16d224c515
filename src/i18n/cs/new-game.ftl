# new-game
