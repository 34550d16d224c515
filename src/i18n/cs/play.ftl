# play
