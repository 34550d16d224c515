## Die App-Hülle, der Startbildschirm und die Hinweise, die jeder Bildschirm zeigen kann.

page-not-found = Diese Seite gibt es nicht.

home-tagline = Go zu zweit an einem Gerät, mit einem Freund auf einem anderen Handy oder gegen den Computer — mit Lektionen und Aufgaben. Funktioniert offline.
home-menu = Hauptmenü
home-new-game = Neue Partie
home-play-computer = Gegen den Computer
home-continue = Weiterspielen
home-saved-games = Gespeicherte Partien
home-learn = Lernen
home-daily = Aufgabe des Tages
home-rules = Regeln
home-settings = Einstellungen

part-loading = Wird geladen…
part-failed-title = Dieser Teil von Tengen wurde nicht geladen
part-failed-body = Er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen. Deine Partien sind sicher. Prüfe die Verbindung und versuche es noch einmal.
part-retry = Noch einmal versuchen
part-home = Startseite
part-failed-inline = Ein Teil dieser Seite wurde nicht geladen (er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen).

## Speicherhinweise und beschädigte gespeicherte Partien, die jeder Bildschirm zeigen kann.

storage-full = Der Speicher des Browsers ist voll: beendete Partien löschen, um diese zu speichern.
storage-unavailable = Dieser Browser erlaubt kein Speichern (privater Modus oder Speicher deaktiviert): spielen geht, aber Partien werden nicht aufbewahrt.
storage-other = Der Browser konnte nicht speichern: { $detail }
storage-changed-in-another-tab = Diese Partie wurde in einem anderen Tab geändert: die neuere Fassung wird geladen.
storage-newer-version = Diese Partie wurde von einer neueren Version von Tengen gespeichert (Format { $format }) und wird nicht überschrieben.
storage-does-not-replay = Die Partie konnte nicht gespeichert werden: { $detail }
storage-stored-copy-damaged = Die Partie konnte nicht gespeichert werden: die auf diesem Gerät gespeicherte Fassung lässt sich nicht öffnen, und nichts wird darüber geschrieben.
storage-no-id = Die Partie konnte nicht gespeichert werden: sie hat keine Kennung.
storage-not-saved = Nicht gespeichert: { $reason } Weiterspielen und die Partie exportieren ist möglich.
home-at-my-level = Auf meinem Niveau spielen
ladder-home-rating = Ihre Wertung gegen den Computer: { $rating } ± { $deviation } nach { $games ->
    [one] einer Partie
   *[other] { $games } Partien
}.
