## Der Bildschirm für eine neue Partie und die Regelvorlagen.

new-game-title = Neue Partie
new-game-rules = Regeln
new-game-follows = Grundlage: { $source }
new-game-board = Brett
new-game-board-size = Brettgröße
new-game-handicap = Vorgabe
new-game-handicap-none = Keine (ohne Vorgabe)
new-game-handicap-one = 1 (kein Komi, keine Steine)
new-game-handicap-stones = { $count } { $count ->
        [one] Stein
       *[other] Steine
    }
new-game-komi = Komi (Punkte für Weiß)
new-game-clock = Uhr
new-game-main-time = Grundzeit pro Spieler
new-game-no-clock = Ohne Uhr
new-game-minutes = { $count } Min.
new-game-periods = Byo-Yomi-Perioden
new-game-sudden-death = Sudden Death
new-game-clock-kind = Nach der Grundzeit
new-game-byo-yomi = Byo-Yomi
new-game-club-floor = Club: Zeit wird aufgefüllt (Hausregeln des Vereins)
new-game-floor-seconds = Aufgefüllt auf (Sekunden)
new-game-period-seconds = Sekunden pro Periode
new-game-players = Spieler
new-game-swap = Farben tauschen
new-game-start = Starten
new-game-cancel = Abbrechen
new-game-komi-not-a-number = „{ $text }“ ist keine Punktzahl.
new-game-komi-out-of-range = Komi muss eine ganze oder halbe Punktzahl zwischen -200 und 200 sein.
new-game-too-many-handicap-stones = { $count } Vorgabesteine gewünscht; auf dieses Brett passen nach diesen Regeln höchstens { $max }.
new-game-bad-handicap-stone = Der Vorgabestein { $point } kann nicht gesetzt werden.

## Die Vorlagen: Name, eine Zeile für das Menü und der Regeltext, dem sie folgen.
preset-aga = AGA, Flächenzählung
preset-aga-description = AGA-Regeln: Flächenzählung, Komi 7,5, Passsteine, Superko, tote Steine bestimmen oder weiterspielen.
preset-aga-source = die Go-Regeln der AGA (Flächenzählung)
preset-first-capture = Wer zuerst schlägt
preset-first-capture-description = Lernpartie: Wer zuerst schlägt, gewinnt; zweimal Passen vor dem ersten Schlagen ist unentschieden.
preset-first-capture-source = ein Lernspiel für Einsteiger, neben den Go-Regeln der AGA
preset-classic = Klassisch 9x9
preset-classic-description = Gebiet + Gefangene + ein Punkt für jedes Passen des Gegners; kein Komi; zweimal Passen beendet die Partie, wie sie steht.
preset-classic-source = die Regeln der klassischen 9x9-App
preset-club = Verein, Flächenzählung
preset-club-description = Flächenzählung, Komi 6; Vorgabe N ergibt Komi N; Aufgeben ab 20 Zügen für 20 Punkte.
preset-club-source = die Hausregeln eines Vereins
preset-japanese = Japanisch, Gebietszählung
preset-japanese-description = Gebietszählung minus eigene verlorene Steine, keine Punkte im Seki; Komi 6,5 (die tschechischen Regeln nennen keins).
preset-japanese-source = die japanischen Regeln von 1989, wie der tschechische Go-Verband sie lehrt
preset-chinese = Chinesisch, Flächenzählung
preset-chinese-description = Flächenzählung, Komi 7,5, positionelles Superko, jeder Vorgabestein wird mit einem Punkt ausgeglichen.
preset-chinese-source = die chinesischen Regeln (offiziell)

new-game-opponent = Gegner
new-game-opponent-person = Eine andere Person
new-game-opponent-computer = Der Computer
new-game-opponent-friend = Ein Freund auf einem anderen Gerät →
new-game-level = Spielstärke
computer-level-weaker = Auf 9x9 schwächer als GNU Go 3.8 auf seiner schwächsten Stufe: { $won } von { $games } Partien gewonnen.
computer-level-about = Auf 9x9 etwa so stark wie GNU Go 3.8 auf Stufe { $gnugo }: { $won } von { $games } Partien gewonnen.
computer-level-stronger = Auf 9x9 stärker als GNU Go 3.8 auf seiner stärksten Stufe: { $won } von { $games } Partien gewonnen.
computer-level-points-lost = Verliert etwa { $points } Punkte pro Zug.
computer-level-measured-19 = Auf 19x19: { $won } von { $games } gewonnen.
computer-rung-rated = Bewertet mit { $elo } ± { $within } auf der eigenen Skala der Leiter, aus Partien auf 9x9.
computer-rung-below = { $won } von { $games } Partien auf 9x9 gegen Sprosse { $below } gewonnen.
computer-rung-gnugo = Auf dieser Skala steht GNU Go 3.8 auf Stufe 0 bei { $elo0 } und auf Stufe 10 bei { $elo10 }.
new-game-my-color = Meine Farbe
new-game-color-random = Zufällig
new-game-my-name = Mein Name
ladder-at-my-level = Auf meinem Niveau spielen
