## Die App-Hülle, der Startbildschirm und die Einstellungen.

page-not-found = Diese Seite gibt es nicht.

home-tagline = Go für zwei Personen an einem Gerät.
home-menu = Hauptmenü
home-new-game = Neue Partie
home-play-computer = Gegen den Computer
home-continue = Weiterspielen
home-saved-games = Gespeicherte Partien
home-learn = Lernen
home-rules = Regeln
home-settings = Einstellungen

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
settings-done = Fertig
settings-about = Über Tengen
settings-credit-network = Computerspieler: KataGo-Netz g170-b6c96 © David J Wu, MIT-Lizenz

settings-computer = Gegen den Computer
settings-takebacks = Zurücknehmen gegen den Computer erlauben
settings-adjust-level = Stufe nach drei Siegen oder Niederlagen in Folge anpassen
settings-offline-keep = Computergegner für die Offline-Nutzung speichern
settings-offline-fetching = Computergegner wird geladen: { $done } von { $total } MB
settings-offline-ready = Bereit für die Offline-Nutzung ({ $size } MB).
settings-offline-not-kept = Der Browser hat den Computergegner nicht für die Offline-Nutzung gespeichert. Versuchen Sie es gleich noch einmal.

part-loading = Wird geladen…
part-failed-title = Dieser Teil von Tengen wurde nicht geladen
part-failed-body = Er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen. Deine Partien sind sicher. Prüfe die Verbindung und versuche es noch einmal.
part-retry = Noch einmal versuchen
part-home = Startseite
part-failed-inline = Ein Teil dieser Seite wurde nicht geladen (er ist noch nicht auf diesem Gerät, und die Verbindung ist fehlgeschlagen).
