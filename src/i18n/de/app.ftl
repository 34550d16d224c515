## Die App-Hülle, der Startbildschirm und die Hinweise, die jeder Bildschirm zeigen kann.

page-not-found = Diese Seite gibt es nicht.

home-tagline = Go zu zweit an einem Gerät, mit einem Freund auf einem anderen Handy oder gegen den Computer — mit Lektionen und Aufgaben. Funktioniert offline.
home-menu = Hauptmenü
home-new-game = Neue Partie
home-play-computer = Gegen den Computer
home-continue = Weiterspielen
home-saved-games = Gespeicherte Partien
home-learn = Lernen
home-rules = Regeln
home-settings = Einstellungen

part-loading = Wird geladen…
part-failed-title = Dieser Teil von Tengen wurde nicht geladen
part-failed-body = Er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen. Deine Partien sind sicher. Prüfe die Verbindung und versuche es noch einmal.
part-retry = Noch einmal versuchen
part-home = Startseite
part-failed-inline = Ein Teil dieser Seite wurde nicht geladen (er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen).

## Speicherhinweise und beschädigte gespeicherte Partien, die jeder Bildschirm zeigen kann.

saved-damaged-not-json = Der gespeicherte Text ist beschädigt ({ $detail }).
saved-damaged-incomplete = Die gespeicherte Partie ist unvollständig ({ $detail }).
saved-damaged-newer-version = Beschädigt: von einer neueren Version von Tengen geschrieben (Format { $format }); die Seite aktualisieren, um sie zu öffnen.
saved-undo = Rückgängig
storage-full = Der Speicher des Browsers ist voll: beendete Partien löschen, um diese zu speichern.
storage-unavailable = Dieser Browser erlaubt kein Speichern (privater Modus oder Speicher deaktiviert): spielen geht, aber Partien werden nicht aufbewahrt.
storage-other = Der Browser konnte nicht speichern: { $detail }
storage-changed-in-another-tab = Diese Partie wurde in einem anderen Tab geändert: die neuere Fassung wird geladen.
storage-newer-version = Diese Partie wurde von einer neueren Version von Tengen gespeichert (Format { $format }) und wird nicht überschrieben.
storage-does-not-replay = Die Partie konnte nicht gespeichert werden: { $detail }
storage-no-id = Die Partie konnte nicht gespeichert werden: sie hat keine Kennung.
storage-not-saved = Nicht gespeichert: { $reason } Weiterspielen und die Partie exportieren ist möglich.
saved-kept-again = Die Partie ist wieder auf diesem Gerät gespeichert.
storage-value-settings = Deine Einstellungen
storage-value-streak = Die Stufenserie
storage-value-learn-progress = Dein Lektionsfortschritt
storage-value-problems-progress = Dein Aufgabenfortschritt
storage-value-imports = Deine importierten Aufgaben
storage-value-friend-list = Die Liste der Partien per Link
storage-value-other = Ein auf diesem Gerät gespeicherter Wert
storage-why-cut-short = der Text ist abgeschnitten
storage-why-not-its-format = der Text hat nicht sein Format
storage-why-shape = ein Teil fehlt oder hat die falsche Art
storage-why-absurd = die Zahlen darin können nicht stimmen
storage-why-newer = eine neuere Version von Tengen hat ihn geschrieben
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
