# Eine Partie mit einem Freund auf einem anderen Gerät, per Link (src/ui/friend/).
friend-title = Ein Freund auf einem anderen Gerät
friend-how = Jeder Zug reist als Link: Schicke ihn nach deinem Zug über einen beliebigen Messenger oder lass das Handy deines Freundes den QR-Code scannen. Nichts läuft über einen Server.
friend-new-game = Neue Partie mit einem Freund
friend-my-name = Dein Name
friend-their-name = Name deines Freundes
friend-me = Ich
friend-friend = Mein Freund
friend-my-colour = Deine Farbe
friend-rules = Regeln
friend-board = Brett
friend-days = Tage pro Zug (nur eine Erinnerung)
friend-days-none = Ohne Uhr
friend-days-n = { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
}
friend-start = Starten und Einladung senden
friend-games = Deine Partien per Link
friend-against = Gegen { $name }
friend-your-turn = Du bist am Zug
friend-their-turn = { $name } ist am Zug: schicke den Link
friend-open = Partie öffnen
friend-all = Alle Partien per Link
friend-invited = { $name } lädt dich zu einer Partie ein. Du spielst { $color }.
friend-accept = Spielen
friend-same = Diesen Link hast du schon: Die Partie steht bei Zug { $moves }.
friend-own = Das ist dein eigener Link: Nichts wurde geändert.
friend-stale = Dieser Link ist älter als deine Partie: Er hat Zug { $link }, du hast Zug { $have }. Nichts wurde geändert.
friend-conflict = Zug { $at } dieses Links ist nicht der auf diesem Gerät. Er wurde nicht übernommen, nichts wurde geändert.
friend-link-not-a-game = Dieser Link enthält keine spielbare Partie.
friend-link-damaged = Dieser Link ist beschädigt (abgeschnitten oder verändert). Bitte deinen Freund, ihn noch einmal zu senden.
friend-news-played = { $name } hat { $point } gespielt (Zug { $number }).
friend-news-passed = { $name } hat gepasst (Zug { $number }).
friend-news-resigned = { $name } hat aufgegeben: Du gewinnst.
friend-news-marked = { $name } hat { $points } als tot markiert.
friend-news-unmarked = { $name } hat die Tot-Markierung von { $points } entfernt.
friend-news-accepts = { $name } nimmt die Zählung an.
friend-news-resumed = { $name } will weiterspielen.
friend-news-agreed = { $name } hat die Zählung angenommen: Die Partie ist zu Ende.
friend-news-both-marked = { $name } hat gleichzeitig mit dir Steine markiert: Die Markierungen von euch beiden bleiben. Prüfe sie und nimm erneut an.
friend-your-turn-now = Du bist am Zug.
friend-stale-accepted = Dieser Link ist älter als deine Partie: Dein Freund hat die Zählung inzwischen angenommen. Nichts wurde geändert.
friend-qr-too-long = Dieser Link ist zu lang für einen QR-Code: Kopiere oder teile ihn stattdessen.
friend-your-move = Du bist am Zug ({ $color })
friend-marks = Beide haben gepasst: Tippe die toten Steine an und nimm die Markierung an (oder spiele weiter).
friend-marks-sent = Deine Markierung ist gesendet: Warte, bis { $name } sie annimmt.
friend-days-reminder = { $days ->
    [one] Ein Tag pro Zug: eine Erinnerung, niemand verliert auf Zeit.
   *[other] { $days } Tage pro Zug: eine Erinnerung, niemand verliert auf Zeit.
}
friend-accept-marks = Markierung annehmen
friend-resume = Weiterspielen
friend-send = Zug senden
friend-send-how = Schicke deinem Freund diesen Link oder lass sein Handy den Code scannen:
friend-link = Der Link der Partie
friend-copy = Link kopieren
friend-copied = Der Link ist kopiert: Füge ihn in eine Nachricht an deinen Freund ein.
friend-copy-refused = Dieser Browser erlaubt kein Kopieren: Markiere den Link und kopiere ihn.
friend-share = Teilen…
friend-share-title = Unsere Go-Partie
friend-qr = Mit der Kamera des anderen Handys scannen.
friend-qr-label = Der Link der Partie als QR-Code
friend-rules-line = { $rules }, Komi { $komi }
friend-komi-line = Komi { $komi }
friend-kept-damaged = Diese Partie ist auf diesem Gerät beschädigt gespeichert: Gespeicherte Partien behält sie zum Exportieren oder Löschen. Nichts wurde geändert.
