## Der Einstellungsbildschirm.

settings-title = Einstellungen
settings-placing = Einen Stein setzen
settings-placing-auto = Zwei Tipps auf Touchscreens, ein Klick mit der Maus
settings-placing-two-tap = Immer zwei Tipps (der erste zeigt, wohin)
settings-placing-one-tap = Immer ein Tipp
settings-board = Brett
settings-coordinates = Koordinaten zeigen
settings-forbidden-marks = Verbotene Punkte mit einem X markieren
settings-atari-hint = Ketten im Atari einkreisen
settings-dead-suggestions = Beim Zählen schlägt der Computer vor, welche Steine tot sind
settings-hints = Tipps des Computers in jedem Spiel anbieten
settings-move-numbers = Zugnummern zeigen
settings-face-to-face = Gegenüber-Ansicht für ein Tablet zwischen zwei Personen
settings-language = Sprache
settings-language-auto = Automatisch (Sprache des Browsers)
settings-look = Aussehen
settings-theme-system = Wie das System (hell oder dunkel)
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-high-contrast = Hoher Kontrast
settings-board-look = Brett und Steine
settings-board-wood = Holz
settings-board-plain = Schlichtes helles Brett
settings-board-contrast = Hoher Kontrast (dicke Linien, umrandete Steine)
settings-sound = Ton und Vibration
settings-sounds = Steingeräusche
settings-vibration = Vibrieren, wenn der Computer zieht (Handys)
settings-done = Fertig
settings-about = Über Tengen
settings-credit-network = Computerspieler: KataGo-Netz g170-b6c96 © David J Wu, MIT-Lizenz
settings-computer = Gegen den Computer
settings-takebacks = Zurücknehmen gegen den Computer erlauben
settings-rate-takebacks = Partien mit Zurücknahmen bewerten
settings-rate-takebacks-why = Aus: Eine Partie, in der Sie einen Zug zurückgenommen haben, ändert Ihre Wertung nicht, denn sie zeigt nicht mehr, wie Sie allein spielen.
settings-mistakes = Auf meine Fehler hinweisen
settings-mistakes-weak = Gegen die drei schwächsten Stufen
settings-mistakes-always = Immer, auch zwischen zwei Personen
settings-mistakes-never = Nie
settings-offline-keep = Computergegner für die Offline-Nutzung speichern
settings-offline-fetching = Computergegner wird geladen: { $done } von { $total } MB
settings-offline-ready = Bereit für die Offline-Nutzung ({ $size } MB).
settings-offline-not-kept = Der Browser hat den Computergegner nicht für die Offline-Nutzung gespeichert. Versuchen Sie es gleich noch einmal.
settings-backup = Deine Partien auf diesem Gerät
settings-backup-why = Tengen speichert alles nur auf diesem Gerät. Eine Sicherungsdatei enthält alles davon (Partien, Partien per Link, Aufgaben und Lektionen, Einstellungen); wiederhergestellt, hier oder auf einem anderen Gerät, ergänzt sie, was fehlt, und ersetzt nie eine neuere Fassung durch eine ältere.
settings-backup-make = Alles sichern
settings-backup-made = Die Sicherung ist als { $file } gespeichert.
settings-backup-failed = Die Sicherung konnte nicht erstellt werden: { $why }
settings-restore = Aus einer Sicherungsdatei wiederherstellen
settings-restored = Wiederhergestellt: { $what }.
settings-restored-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
settings-restored-friend-games = { $count ->
    [one] { $count } Partie per Link
   *[other] { $count } Partien per Link
}
settings-restored-problem-progress = Fortschritt bei den Aufgaben
settings-restored-imports = { $count ->
    [one] { $count } importierte Aufgabendatei
   *[other] { $count } importierte Aufgabendateien
}
settings-restored-lessons = { $count ->
    [one] { $count } abgeschlossene Lektion
   *[other] { $count } abgeschlossene Lektionen
}
settings-restored-settings = Einstellungen
settings-restored-others = { $count ->
    [one] { $count } weiterer Wert (eine Analyse oder ein beiseitegelegter Wert)
   *[other] { $count } weitere Werte (Analysen, beiseitegelegte Werte)
}
settings-restore-nothing = Nichts Neues in dieser Datei: alles darin ist schon hier.
settings-restore-unreadable = { $count ->
    [one] { $count } Wert in der Datei war nicht lesbar und wurde ausgelassen.
   *[other] { $count } Werte in der Datei waren nicht lesbar und wurden ausgelassen.
}
settings-restore-refused = Der Browser hat die Wiederherstellung hier angehalten: { $why }
settings-restore-cut-short = Diese Sicherungsdatei ist abgeschnitten (ein abgebrochener Download?). Nichts wurde wiederhergestellt.
settings-restore-not-a-backup = Diese Datei ist keine Tengen-Sicherung. Nichts wurde wiederhergestellt.
settings-restore-newer = Diese Sicherung stammt von einer neueren Version von Tengen (Format { $format }): Lade die Seite neu, um sie zu aktualisieren, und stelle dann wieder her. Nichts wurde wiederhergestellt.
settings-restore-damaged = Diese Sicherungsdatei ist beschädigt: ihre Werte sind nicht so, wie Tengen sie schreibt. Nichts wurde wiederhergestellt.
settings-restore-unreadable-file = Die Datei konnte nicht gelesen werden. Nichts wurde wiederhergestellt.
settings-restore-too-large = Diese Datei ist zu groß für eine Tengen-Sicherung ({ $size } MB). Nichts wurde wiederhergestellt.
settings-storage-kept = Dieser Browser behält den Speicher von Tengen: er wird nicht geleert, um Platz zu schaffen.
settings-storage-not-kept = Dieser Browser kann den Speicher von Tengen leeren, wenn auf dem Gerät der Platz knapp wird: lege eine Sicherung an.
settings-storage-unknown = Dieser Browser sagt nicht, ob er den Speicher von Tengen behält: lege eine Sicherung an.
settings-storage-home-screen = Auf iPhone und iPad leert Safari den Speicher einer Seite, die einige Wochen nicht besucht wurde. Füge Tengen zum Home-Bildschirm hinzu (Teilen, dann „Zum Home-Bildschirm“), damit deine Partien bleiben.
settings-restored-ladder = Ihre Wertung gegen den Computer
