## Lernen → Aufgaben: das Menü und der Aufgaben-Bildschirm.

## src/ui/learn/mod.rs

problems-open = Zu den Aufgaben

## src/ui/learn/problems/mod.rs

problems-title = Aufgaben
problems-tagline = Übe, was die Lektionen gezeigt haben: schlagen, entkommen, Leitern, Netze und Rennen, dann Leben und Tod und die Kämpfe echter Partien. Jede Aufgabe hat genau eine richtige Antwort.
problems-rating = Deine Wertung: { $rating } (± { $deviation })
problems-solved-count = { $solved } von { $total } gelöst
problems-next-for-me = Nächste Aufgabe für mich
problems-all-solved = Du hast hier alle Aufgaben gelöst.
problems-levels = Nach Stufe
problems-level-solved = { $solved } von { $total } gelöst
problems-mine = Meine Aufgaben
problems-mine-none = Noch keine Aufgaben hier. Deine eigenen Fehler werden hier zu Aufgaben, im Nachspielen einer Partie („Aufgaben aus meinen Fehlern machen“). Eine SGF-Aufgabendatei aus einer anderen Sammlung lässt sich hier genauso spielen: Die Züge, die sie als richtig markiert (TE, „Correct“, „RIGHT“), sonst ihre Hauptvariante, sind die Antwort.
problems-import = SGF-Aufgabendatei importieren
problems-play = Spielen
problems-remove = Entfernen
problems-remove-named = { $name } entfernen
problems-import-done = { $count ->
        [one] Eine Aufgabe aus { $name } importiert.
       *[other] { $count } Aufgaben aus { $name } importiert.
    }
problems-import-unreadable-file = { $name } konnte nicht gelesen werden.
problems-import-too-large = { $name } ist zu groß, um hier gespeichert zu werden ({ $kb } KB; höchstens { $max } KB).
problems-import-empty = { $name } enthält keine Aufgabe.
problems-import-unreadable = { $name } lässt sich nicht als Aufgaben lesen. { $reason }
problems-error-in-problem = Aufgabe { $number }: { $what }
problems-error-no-stones = Auf dem Brett liegen keine Steine: Es gibt nichts zu lösen.
problems-error-move-in-root = Der erste Knoten enthält einen Zug: Eine Aufgabe beginnt mit einer Stellung.
problems-error-setup = Die Stellung lässt sich nicht aufbauen. ({ $detail })
problems-error-setup-after = Nach { $after } werden Steine hinzugefügt oder entfernt: Auf die Ausgangsstellung dürfen nur Züge folgen.
problems-error-setup-first = Vor dem ersten Zug werden Steine hinzugefügt oder entfernt: Auf die Ausgangsstellung dürfen nur Züge folgen.
problems-setup-off-board = Der Stein von { $color } auf { $point } liegt außerhalb des Bretts.
problems-setup-occupied = Der Stein von { $color } auf { $point } liegt auf einem anderen Stein.
problems-setup-takes = Der Stein von { $color } auf { $point } nimmt den Steinen daneben die letzte Freiheit.
problems-setup-no-liberty = Die Steine auf { $point } haben keine Freiheit.
problems-error-move = Ein Zug lässt sich nicht spielen. ({ $detail })
problems-error-too-big = Der Lösungsbaum ist zu groß.
problems-error-data = Die Angaben der Aufgabe lassen sich nicht lesen. ({ $detail })
problems-delete-progress = Meinen Fortschritt löschen
problems-delete-question = Deine gelösten Aufgaben und deine Wertung auf diesem Gerät löschen? Importierte Aufgaben bleiben.
problems-delete-yes = Löschen
problems-cancel = Abbrechen
problems-deleted = Dein Fortschritt ist gelöscht.

## src/ui/learn/problems/words.rs

problems-task-capture = { $color } ist am Zug: Schlage die markierten Steine.
problems-task-save = { $color } ist am Zug: Rette die markierten Steine.
problems-task-best = { $color } ist am Zug: Finde den besten Zug.
problems-task-danger = { $color } ist am Zug: Rette die gefährdeten Steine.
problems-task-life = { $color } ist am Zug: Finde den Zug, der über das Leben der Gruppe entscheidet.
problems-task-cut = { $color } ist am Zug: Finde den Schnitt oder die Verbindung, auf die es ankommt.
problems-task-endgame = { $color } ist am Zug: Finde den größten Zug.
problems-task-captures = { $color } ist am Zug: Finde den Zug, der Steine schlägt.
problems-category-capture-in-one = Schlagen in einem Zug
problems-category-atari = Atari von der richtigen Seite
problems-category-ladder = Leiter
problems-category-net = Netz
problems-category-snapback = Mausefalle
problems-category-capturing-race = Freiheitenrennen
problems-category-connect-to-save = Verbinden und retten
problems-category-escape = Entkommen
problems-category-life-and-death = Leben und Tod
problems-category-cut-or-connect = Schneiden oder verbinden
problems-category-endgame = Endspiel
problems-level = Stufe { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color } spielt woanders
problems-move-captures = { $what } (schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    })
problems-why-joins = { $color } entkommt: Die Steine auf { $point } erreichen den Stein auf { $stone } und haben { $liberties } Freiheiten.
problems-why-escapes = { $color } entkommt: Die Steine auf { $point } haben { $liberties } Freiheiten.
problems-why-captured = { $color } schlägt deine Steine auf { $point } ({ $count ->
        [one] einen Stein
       *[other] { $count } Steine
    }).
problems-why-trapped = Deine Steine auf { $point } können nicht entkommen: { $liberties ->
        [one] eine Freiheit bleibt
       *[other] { $liberties } Freiheiten bleiben
    }, und der nächste Zug schlägt sie.
problems-why-loses = { $color } schlägt { $count ->
        [one] einen deiner Steine
       *[other] { $count } deiner Steine
    }.
problems-why-refuted = { $color } antwortet, und dein Zug funktioniert nicht.
problems-why-not-the-answer = Das ist nicht die Antwort.
problems-solved-safe = Deine Steine sind sicher: { $liberties } Freiheiten.
problems-solved-captured = Du hast { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } geschlagen.
problems-solved-plain = Die Aufgabe ist gelöst.
problems-right = Richtig
problems-solved = Gelöst
problems-wrong = Falsch
problems-answer = Die Antwort
problems-first-try = Beim ersten Versuch!
problems-your-move = Du bist dran: { $color } ist am Zug.
problems-hint-area = Schau in den markierten Bereich.
problems-hint-move = Spiele auf den markierten Punkt.
problems-file-says = Die Datei sagt: { $comment }

## src/ui/learn/problems/player.rs

problems-not-found = Diese Aufgabe gibt es hier nicht
problems-not-found-body = Vielleicht wurde sie mit ihrer importierten Datei entfernt.
problems-broken = Die Stellung dieser Aufgabe lässt sich nicht aufbauen: { $reason }
problems-back = ‹ Aufgaben
problems-board = Aufgabe { $name }, Brett { $size } mal { $size }
problems-rating-change = Wertung { $change }: jetzt { $rating }.
problems-source = { $source }
problems-source-tengen = Für Tengen gemacht und von seinem Taktik-Leser bewiesen.
problems-source-tengen-life = Für Tengen gemacht und von seinem Leben-und-Tod-Leser bewiesen.
problems-source-game = Aus „{ $game }“, Zug { $number }.
problems-source-review = Nachspielen der Partie öffnen
problems-mistake-title = Dein Zug { $number }
problems-try-again = Noch einmal
problems-show-answer = Antwort zeigen
problems-next = Nächste Aufgabe
problems-hint = Tipp
problems-restart = Von vorn
problems-skip = Überspringen

## src/ui/learn/problems/rush.rs and the problem of the day

problems-daily = Aufgabe des Tages
problems-daily-about = Heute für alle dieselbe Aufgabe, jeden Tag eine neue.
problems-rush = Sprint
problems-rush-about = Drei Minuten Aufgaben, jede ein wenig schwerer als die letzte. Nach drei Fehlern ist Schluss.
problems-rush-start = Sprint starten
problems-rush-best = Dein bester Sprint: { $best } gelöst
problems-rush-no-best = Noch kein Sprint gespielt.
problems-rush-time = Verbleibende Zeit: { $time }
problems-rush-score = Gelöst: { $solved }
problems-rush-mistakes = Fehler: { $mistakes } von { $most }
problems-rush-right = Richtig. Gelöst: { $solved }.
problems-rush-wrong = Falsch: Fehler { $mistakes } von { $most }.
problems-rush-over-mistakes = Drei Fehler: Der Sprint ist vorbei. Du hast { $solved } gelöst.
problems-rush-over-time = Die Zeit ist um. Du hast { $solved } gelöst.
problems-rush-over-all = Du hast alle Aufgaben des Sprints gespielt und { $solved } gelöst.
problems-rush-new-best = Neuer Bestwert!
problems-rush-again = Noch ein Sprint

## Was ein Zug bewirkt, aus den Fakten der mitgelieferten Aufgaben: "-you" für den
## eigenen Zug, "-them" für den des Gegners ($color und $point: wer wohin zog).
problems-fact-captures-you = Du schlägst { $count ->
        [one] den Stein
       *[other] die { $count } Steine
    } auf { $at }.
problems-fact-captures-them = { $color } schlägt { $count ->
        [one] deinen Stein
       *[other] deine { $count } Steine
    } auf { $at }.
problems-fact-atari-you = Atari: { $count ->
        [one] Der Stein auf { $at } hat
       *[other] Die { $count } Steine auf { $at } haben
    } nur noch eine Freiheit.
problems-fact-atari-them = { $color } gibt Atari: { $count ->
        [one] Dein Stein auf { $at } hat
       *[other] Deine { $count } Steine auf { $at } haben
    } nur noch eine Freiheit.
problems-fact-joins-you = Du verbindest { $strings } Gruppen zu einer: { $count } Steine mit { $liberties ->
        [one] einer Freiheit
       *[other] { $liberties } Freiheiten
    }.
problems-fact-joins-them = { $color } verbindet auf { $point }: { $count } Steine mit { $liberties ->
        [one] einer Freiheit
       *[other] { $liberties } Freiheiten
    }.
problems-fact-cuts-you = Du trennst die gegnerischen Steine.
problems-fact-cuts-them = { $color } schneidet auf { $point }: Deine Steine sind getrennt.
problems-fact-eye-you = Du machst ein Auge auf { $at }.
problems-fact-eye-them = { $color } macht ein Auge auf { $at }.
problems-fact-vital-you = Du besetzt den Schlüsselpunkt: Genau hier antwortet der Gegner auf einen falschen Zug.
problems-fact-vital-them = { $color } besetzt den Schlüsselpunkt auf { $point }.
problems-fact-fills-you = Du nimmst den Steinen auf { $at } eine Freiheit: noch { $liberties }.
problems-fact-fills-them = { $color } nimmt deinen Steinen auf { $at } eine Freiheit: noch { $liberties }.
problems-fact-extends-you = Deine Steine kommen heraus: { $liberties } Freiheiten.
problems-fact-extends-them = { $color } kommt auf { $point } heraus: { $liberties } Freiheiten.
problems-fact-liberties-you = Deine Steine hier haben { $liberties ->
        [one] eine Freiheit
       *[other] { $liberties } Freiheiten
    }.
problems-fact-liberties-them = { $color } antwortet auf { $point }: Diese Steine haben { $liberties ->
        [one] eine Freiheit
       *[other] { $liberties } Freiheiten
    }.
problems-fact-ladder = Eine Treppe: Atari auf Atari, und die Steine entkommen nicht.
problems-fact-net = Ein Netz: Die Steine sind locker eingeschlossen und kommen nicht heraus.
problems-fact-snapback = Ein Einwurf, den der Gegner schlagen muss, und du schlägst mehr zurück: eine Mausefalle.
problems-fact-throw-in = Ein Einwurf: ein geopferter Stein, der ein Auge oder eine Freiheit verdirbt.
problems-fact-loses = In dieser Folge verlierst du { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    }.
problems-fact-margin-right = Die Suche bewertet ihn { $points } Punkte und { $percent } % Gewinnchance besser als den verlockendsten falschen Zug.
problems-fact-margin-wrong = Die Suche: Er verliert { $points } Punkte und { $percent } % Gewinnchance gegenüber der Antwort.
