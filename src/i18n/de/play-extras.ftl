## Die Teile des Spielbildschirms, die nach dem Brett kommen: wie eine Partie endete, die Zählung, Tastatursteuerung, das Markieren toter Steine, Schätzung und Tipps, der Stand des Computers.

## Wie eine Partie endete.
result-draw-before-capture = Unentschieden: Beide Spieler haben vor dem ersten Schlagen gepasst
result-draw-equal = Unentschieden: Die Zählung ist ausgeglichen
result-wins-by-points = { $winner } gewinnt mit { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }
result-resigned = { $winner } gewinnt: { $loser } hat aufgegeben
result-resigned-credited = { $winner } gewinnt: { $loser } hat aufgegeben ({ $winner } erhält { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    })
result-timeout = { $winner } gewinnt: { $loser } hat die Zeit überschritten
result-first-capture = { $winner } gewinnt durch das erste Schlagen

## Die aufgeschlüsselte Zählung.
count-caption = Die Zählung
count-item = Posten
count-stones = Steine
count-territory = Gebiet
count-captures = Gefangene
count-pass-points = Passpunkte
count-pass-stones = Passsteine
count-komi = Komi
count-compensation = Vorgabeausgleich
count-total = Summe

## Das Brett und seine Punkte, wie ein Screenreader sie vorliest.
board-no-coordinate = Es wurde keine Koordinate angegeben.
board-not-a-coordinate = „{ $text }“ ist keine Brettkoordinate.
board-not-on-board = { $point } liegt nicht auf diesem Brett.
board-bad-size = Bretter sind { $min }x{ $min } bis { $max }x{ $max } groß, nicht { $size }x{ $size }.

## Die Tastatursteuerung und ihre Hilfe.
keys-disclosure = Tastatur & Screenreader
keys-play-at = Spielen auf (z. B. D4)
keys-play = Spielen
keys-read-board = Brett vorlesen
keys-open = Tasten
keys-title = Tastatur
keys-close = Schließen
keys-arrows = Pfeiltasten
keys-arrows-do = Den Cursor auf dem Brett bewegen
keys-home-end = Pos1 / Ende
keys-home-end-do = Zum Anfang oder Ende der Reihe
keys-page = Bild auf / Bild ab
keys-page-do = Zur obersten oder untersten Reihe
keys-enter = Enter oder Leertaste
keys-enter-do = Am Cursor spielen (oder beim Auszählen eine Kette markieren)
keys-pass-do = Passen (zum Bestätigen noch einmal drücken)
keys-undo-do = Den letzten Zug zurücknehmen
keys-coordinates-do = Koordinaten zeigen oder verbergen
keys-read-do = Das Brett vorlesen
keys-help-do = Diese Tasten zeigen
keys-escape = Esc
keys-escape-do = Eine Frage abbrechen oder diese Hilfe schließen

## Der Spielbildschirm.
play-new-game = Neue Partie
play-rematch = Revanche
play-settle-title = Tote Steine bestimmen
play-settle-help = Tippe auf eine Kette, um sie als tot oder wieder als lebend zu markieren. Stimmt die Zählung, zustimmen; bei Uneinigkeit weiterspielen.
play-suggest-ask = Den Computer fragen, welche Steine tot sind
play-suggest-looking = Der Computer sieht sich das Brett an…
play-suggest-cancel = Abbrechen
play-suggest-try-again = Erneut versuchen
play-suggest-note = Orange gepunktete Kreuze sind der Vorschlag des Computers: Tippe auf eine Kette, um ihn zu ändern, dann stimme zu.
play-estimate-ask = Punkte schätzen
play-hint-ask = Tipp
play-advice-hide = Ausblenden
play-advice-looking = Der Computer schaut…
play-estimate = { $lead } (Gewinnchance für Schwarz: { $percent } %).
play-estimate-lead = { $color } führt mit etwa { $points } Punkten
play-estimate-even = Etwa ausgeglichen
play-hint-line = { $rank }. { $point }: { $reason }
play-hint-none = Der Computer hat keinen Zug vorzuschlagen: Passen ist in Ordnung.
play-hint-captures = schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    }
play-hint-saves = rettet { $count ->
        [one] den Stein
       *[other] { $count } Steine
    } im Atari
play-hint-choice = die Wahl des Computers
play-count-gives = Diese Zählung ergibt: { $result }
play-undo-mark = Markierung zurücknehmen

## The computer player
computer-loading = Der Computergegner wird geladen…
computer-visits = { $done } von { $planned } Varianten gelesen
computer-play-now = Jetzt ziehen
computer-try-again = Erneut versuchen
computer-failed-start = Der Computergegner konnte in diesem Browser nicht starten. Ihre Partie ist gespeichert.
computer-failed-crash = Der Computergegner ist abgebrochen. Ihre Partie ist gespeichert; versuchen Sie es erneut.
computer-failed-offline = Der Computergegner konnte nicht geladen werden: keine Verbindung. Ihre Partie ist gespeichert; versuchen Sie es online erneut.
computer-failed-missing = Der Computergegner konnte nicht geladen werden (Fehler { $status }). Ihre Partie ist gespeichert.
computer-failed-damaged = Die Datei des Computergegners ist beschädigt. Ihre Partie ist gespeichert; versuchen Sie es erneut.
computer-you = Sie
computer-you-win = Sie gewinnen!
computer-wins = Der Computer gewinnt.

## Der Lehrer am Brett: ein Hinweis nach einem Zug, der Punkte verlor.
teacher-lost = Dieser Zug verliert etwa { $points } Punkte.
teacher-leaves-in-atari = { $color } kann jetzt { $stones ->
        [one] deinen Stein
       *[other] { $stones } Steine
    } auf { $point } schlagen.
teacher-ignores-atari = { $color } kann { $stones ->
        [one] deinen Stein im Atari
       *[other] deine { $stones } Steine im Atari
    } weiterhin auf { $point } schlagen.
teacher-misses-capture = { $point } hätte { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } geschlagen.
teacher-better = Der Computer zieht { $point } vor (auf dem Brett markiert).
teacher-better-pass = Der Computer hätte gepasst.
teacher-take-back = Zurücknehmen
teacher-dismiss = OK

## Reading the board aloud (the keyboard controls), the banner of a game another tab deleted, the level streak.
play-read-empty = Das Brett ist leer.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: keine Steine.
play-read-dead = { $point } tot
play-save-again = Wieder speichern
play-leave = Verlassen

## What the storage found about a value kept here, said by the screen that owns it; the toast after a delete.
saved-undo = Rückgängig
saved-kept-again = Die Partie ist wieder auf diesem Gerät gespeichert.
storage-value-settings = Deine Einstellungen
storage-value-learn-progress = Dein Lektionsfortschritt
storage-value-problems-progress = Dein Aufgabenfortschritt
storage-value-imports = Deine importierten Aufgaben
storage-value-rush = Dein bester Sprint
storage-value-ladder = Ihre Wertung gegen den Computer
storage-value-friend-list = Die Liste der Partien per Link
storage-value-review = Die Analyse dieser Partie durch den Computer
storage-value-other = Ein auf diesem Gerät gespeicherter Wert
storage-set-aside = { $value } konnte nicht gelesen werden ({ $why }). Nichts wurde überschrieben: Der Text ist auf diesem Gerät als { $key } beiseitegelegt ({ $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
}), und hier beginnt ein neuer.
storage-left-in-place = { $value } konnte nicht gelesen werden ({ $why }). Der Text bleibt, wie er ist, und nichts wird darüber geschrieben: Änderungen werden erst gespeichert, wenn der Browser Platz hat, ihn beiseitezulegen.
storage-rebuilt = { $value } konnte nicht gelesen werden ({ $why }) und wurde aus den hier gespeicherten Partien neu aufgebaut: { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}, keine verloren.
storage-rebuilt-missing = { $value } fehlte und wurde aus den hier gespeicherten Partien neu aufgebaut: { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}, keine verloren.
storage-refused = { $value } konnte nicht gespeichert werden: { $why }. Was vorher gespeichert war, bleibt erhalten.
storage-refused-full = Der Speicher des Browsers ist voll (beendete Partien zu löschen schafft Platz)
storage-refused-off = Dieser Browser erlaubt kein Speichern (privater Modus oder Speicher ausgeschaltet)
storage-refused-other = Der Browser meldete: { $detail }

## A game the play screen cannot open, and why a stored value does not read.
play-missing-title = Partie nicht gefunden
play-missing-text = Auf diesem Gerät gibt es keine Partie zu diesem Link. Partien werden nur auf dem Gerät gespeichert, auf dem sie gespielt wurden.
saved-damaged-not-json = Der gespeicherte Text ist beschädigt ({ $detail }).
saved-damaged-incomplete = Die gespeicherte Partie ist unvollständig ({ $detail }).
saved-damaged-newer-version = Beschädigt: von einer neueren Version von Tengen geschrieben (Format { $format }); die Seite aktualisieren, um sie zu öffnen.
storage-why-cut-short = der Text ist abgeschnitten
storage-why-not-its-format = der Text hat nicht sein Format
storage-why-shape = ein Teil fehlt oder hat die falsche Art
storage-why-absurd = die Zahlen darin können nicht stimmen
storage-why-newer = eine neuere Version von Tengen hat ihn geschrieben

## The clock's pause.
play-continue-clock = Uhr weiterlaufen lassen
play-pause-clock = Uhr anhalten

## The ladder: the rating after a game against the computer, and the offer of a step
ladder-rating-up = Ihre Wertung { $rating } ± { $deviation }, { $change } höher.
ladder-rating-down = Ihre Wertung { $rating } ± { $deviation }, { $change } niedriger.
ladder-rating-same = Ihre Wertung { $rating } ± { $deviation }, unverändert.
ladder-with-stones = { $opponent } mit { $stones ->
    [one] einem Vorgabestein
   *[other] { $stones } Vorgabesteinen
} für Sie
ladder-offer-harder = Drei Siege in Folge gegen { $against }. Bereit für die nächste Stufe: { $next }?
ladder-offer-easier = Drei Niederlagen in Folge gegen { $against }. Eine Stufe leichter versuchen: { $next }?
ladder-take-offer = { $next } spielen
play-mistake-problems = Aufgaben aus meinen Fehlern machen
