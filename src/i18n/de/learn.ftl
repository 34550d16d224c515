## Die Lernen-Bildschirme: das Menü, die Seiten der Kurzanleitung und die Lektionen.

## src/ui/learn/mod.rs

learn-ui-title = Lernen
learn-ui-tagline = Neu bei Go? Lies die Regeln, schlage einen Stein und spiele dann deine erste Partie.
learn-ui-rules-in-short = Die Regeln in Kürze
learn-ui-lessons = Lektionen
learn-ui-lessons-done = { $done } von { $total } erledigt
learn-ui-start-lessons = Mit den Lektionen beginnen: { $title }
learn-ui-continue-lesson = Weiter: { $title }
learn-ui-all-done = Du hast alle Lektionen abgeschlossen.
learn-ui-done = Erledigt
learn-ui-home = Start

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ Lernen
learn-ui-page = Seite { $page } von { $total }
learn-ui-guide-board = Brett { $size } × { $size }: { $title }
learn-ui-before-moves = Vor den Zügen.
learn-ui-move-caption = Zug { $number } von { $total }: { $what }
learn-ui-play = Abspielen
learn-ui-pause = Pause
learn-ui-step = Schritt
learn-ui-back = Zurück
learn-ui-next = Weiter
learn-ui-try-capture = Schlagen ausprobieren

## src/ui/learn/model.rs: ein Zug in der Bildunterschrift der Anleitung

learn-ui-black-plays = Schwarz spielt { $point }.
learn-ui-white-plays = Weiß spielt { $point }.
learn-ui-black-passes = Schwarz passt.
learn-ui-white-passes = Weiß passt.
learn-ui-black-resigns = Schwarz gibt auf.
learn-ui-white-resigns = Weiß gibt auf.

## src/ui/learn/lesson.rs

learn-ui-not-found = Lektion nicht gefunden
learn-ui-not-found-body = Zu diesem Link gibt es keine Lektion.
learn-ui-broken = Diese Lektion kann nicht angezeigt werden.
learn-ui-lesson-board = Lektionsbrett { $size } × { $size }, Schritt { $step } von { $total }
learn-ui-step-count = Schritt { $step } von { $total }
learn-ui-lesson-complete = Lektion abgeschlossen.
learn-ui-found = { $found } von { $total } gefunden
learn-ui-black-to-play = Schwarz ist am Zug
learn-ui-white-to-play = Weiß ist am Zug
learn-ui-pass = Passen
learn-ui-continue = Weiter
learn-ui-hint-label = Tipp:
learn-ui-hint = Tipp
learn-ui-ask-computer = Den Computer fragen
learn-ui-computer-elsewhere = Der Computer würde hier anderswo spielen: Dieser Schritt verlangt etwas Bestimmtes. Der Knopf „Tipp“ sagt, was.
learn-ui-computer-failed = Der Computer konnte sich dieses Brett nicht ansehen: Er ließ sich nicht starten oder laden. Versuche es später noch einmal; der Knopf „Tipp“ geht auch ohne ihn.
learn-ui-retry = Nochmal
learn-ui-back-to-learn = Zurück zum Lernmenü

## src/ui/learn/feedback.rs

learn-ui-correct = Richtig
learn-ui-not-quite = Nicht ganz
learn-ui-note = Hinweis
learn-ui-game-says = Das Spiel sagt:

## src/ui/learn/store.rs: die Spielernamen einer Partie, die aus den Lektionen gestartet wird

learn-ui-name-black = Schwarz
learn-ui-name-white = Weiß

learn-ui-play-friend = Gegen einen Freund
learn-ui-play-computer = Gegen den Computer
