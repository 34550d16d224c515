## Der Spielbildschirm, das Brett und die Worte der Spielregeln, die dort erscheinen.

## Farben als Spielernamen.
color-black = Schwarz
color-white = Weiß

## Warum ein Zug oder eine Aktion abgelehnt wurde.
move-error-off-board = Dieser Punkt liegt nicht auf dem Brett.
move-error-occupied = Dieser Punkt ist besetzt.
move-error-suicide = Selbstmord: Ein Stein muss eine Freiheit behalten.
move-error-ko = Ko: Erst woanders spielen.
move-error-superko-start = Superko: Das würde die Anfangsstellung wiederholen.
move-error-superko = Superko: Das würde die Stellung nach Zug { $number } wiederholen.
move-error-not-your-turn = Die andere Farbe ist am Zug.
move-error-not-playing = Die Spieler bestimmen gerade die toten Steine: Zum Setzen von Steinen weiterspielen.
move-error-game-over = Die Partie ist vorbei.
move-error-resign-too-early = Aufgeben ist erst nach { $count } { $count ->
        [one] Zug
       *[other] Zügen
    } erlaubt.
move-error-not-settling = Tote Steine werden erst markiert, wenn beide Spieler gepasst haben.
move-error-no-stone = Dort liegt kein Stein.
move-error-nothing-to-undo = Es gibt nichts zurückzunehmen.

## Das Brett und seine Punkte, wie ein Screenreader sie vorliest.
board-label = Go-Brett { $size } × { $size }
board-keys-hint = Pfeiltasten bewegen, Enter spielt. Das Fragezeichen zeigt die Tasten.
board-empty = leer
board-black-stone = schwarzer Stein
board-white-stone = weißer Stein
board-marked-dead = als tot markiert
board-suggested-dead = vom Computer als tot vorgeschlagen
board-hint = Tipp { $rank } des Computers
board-better-move = der Zug, den der Computer vorzieht
board-black-territory = schwarzes Gebiet
board-white-territory = weißes Gebiet
board-last-move = letzter Zug

## Der Spielbildschirm.
play-saved-games = Gespeicherte Partien
play-home = Start
play-review = Nachspielen
play-rules = Regeln
play-title = Partie: { $black } (Schwarz) gegen { $white } (Weiß)
play-board-label = Go-Brett { $size } × { $size }, Zug { $number }
play-move-number = Zug { $number }
play-pass = Passen
play-undo = Zurücknehmen
play-resign = Aufgeben
play-cancel = Abbrechen
play-confirm-pass = { $color } passt?
play-confirm-pass-yes = Ja, passen
play-confirm-resign = { $color } gibt auf und verliert die Partie?
play-confirm-resign-yes = Ja, aufgeben
play-to-play = — am Zug
play-captures = Gefangene: { $count }
play-pass-stones = Passsteine: { $count }

## Was gerade geschah, in der Hinweiszeile und für Screenreader.
play-passed = { $color } hat gepasst.
play-resigned = { $color } hat aufgegeben.
play-played = { $color } spielte { $point }.
play-played-captured-white = { $color } spielte { $point } und schlug { $count } { $count ->
        [one] weißen Stein
       *[other] weiße Steine
    }.
play-played-captured-black = { $color } spielte { $point } und schlug { $count } { $count ->
        [one] schwarzen Stein
       *[other] schwarze Steine
    }.
play-tap-again = Tippe noch einmal auf { $point }, um dort zu spielen.
play-marked-dead = Kette als tot markiert.
play-marked-alive = Kette als lebend markiert.
play-took-back-move = Letzter Zug zurückgenommen.
play-took-back-mark = Letzte Markierung zurückgenommen.
play-suggested = Der Computer schlägt { $count ->
        [0] keine toten Steine
        [one] eine tote Kette
       *[other] { $count } tote Ketten
    } vor: Prüfe die Markierungen, dann stimme zu.
play-suggestion-stale = Die Markierungen haben sich geändert, während der Computer schaute: Sein Vorschlag wurde nicht übernommen.
play-agreed = Beide Spieler stimmen zu: Die Partie wird gezählt.
play-resumes = Es wird weitergespielt.
play-settle-now = Das Spiel ruht: Tote Steine bestimmen. Tote Ketten markieren, dann der Zählung zustimmen.
play-atari-black = Atari: { $count ->
        [one] schwarzer Stein
       *[other] schwarze Steine
    } auf { $points }.
play-atari-white = Atari: { $count ->
        [one] weißer Stein
       *[other] weiße Steine
    } auf { $points }.
play-color-to-play = { $color } ist am Zug.
play-deleted-elsewhere = Diese Partie wurde in einem anderen Tab gelöscht. Sie ist nicht mehr auf diesem Gerät gespeichert.
move-error-setup-without-liberty = Die gesetzten Steine ließen eine Kette ohne Freiheit zurück.
play-open-ko = Das Ko auf { $point } ist noch offen: Nach diesen Regeln muss ein Ko vor dem Zählen aufgelöst sein. Spielt weiter, um es aufzulösen.
play-no-clock = Diese Partie hat keine Uhr.
play-not-finished = Die Partie ist noch nicht zu Ende.
play-computer-thinking = Der Computer denkt nach: Ihr Zug kommt nach seinem, oder wählen Sie „Jetzt ziehen“.
play-computer-stale = Der Zug des Computers galt einer früheren Stellung; er denkt neu nach.

## The computer player
computer-level-first-game = Erste Partie
computer-level-first-game-about = Sieht nur einige der spielenswerten Züge und wählt unter ihnen: für alle, die gerade die Regeln gelernt haben.
computer-level-beginner = Anfänger
computer-level-beginner-about = Spielt echte Formen, übersieht aber oft den besten Zug.
computer-level-casual = Gelegenheitsspieler
computer-level-casual-about = Spielt nach Gefühl und übersieht hin und wieder einen besseren Zug.
computer-level-club = Vereinsspieler
computer-level-club-about = Der erste Eindruck des Netzes bei jedem Zug, ohne Lesen.
computer-level-strong-club = Starker Vereinsspieler
computer-level-strong-club-about = Liest vor jedem Zug ein paar Varianten.
computer-level-expert = Experte
computer-level-expert-about = Liest ein Viertel so viel wie die stärkste Stufe.
computer-level-strongest = Am stärksten
computer-level-strongest-about = Alles, was der Browser in etwa 2 Sekunden (9x9) bis 5 Sekunden (19x19) pro Zug lesen kann.
computer-level-number = Stufe { $number }
computer-rung = Sprosse { $number }
computer-rung-named = Sprosse { $number } · { $name }
computer-rung-overlooks-many = Spielt nur spielenswerte Züge, übersieht aber die meisten der besten: für alle, die gerade die Regeln gelernt haben.
computer-rung-overlooks-some = Spielt echte Formen, übersieht aber oft den besten Zug.
computer-rung-overlooks-few = Spielt nach Gefühl und übersieht hin und wieder einen besseren Zug.
computer-rung-instinct = Der erste Eindruck des Netzes bei jedem Zug, ohne Lesen.
computer-rung-reads = Liest vor jedem Zug auf 9x9 { $visits } Stellungen voraus.
computer-rung-strongest = Alles, was der Browser in etwa 2 Sekunden (9x9) bis 5 Sekunden (19x19) pro Zug lesen kann.
computer-name = Computer ({ $level })
play-no-takebacks = Zurücknehmen gegen den Computer ist ausgeschaltet (Einstellungen).
play-accepted = Du nimmst die Markierung an: Schicke deinem Freund den Link. Gezählt wird, wenn beide dieselbe Markierung annehmen.
play-friend-to-move = Du bist nicht am Zug: Schicke deinem Freund den Link und warte auf seinen.
play-between-devices = Zwischen zwei Geräten wird nichts zurückgenommen: ein Link ergänzt die Partie nur.
play-games-by-link = Partien per Link
play-agree = Zustimmen
play-resume = Weiterspielen ({ $color } zieht)
computer-thinking = Denkt nach…
