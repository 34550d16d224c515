## Gespeicherte Partien: die Liste, Nachspielen, Import, Export, Links und Speicherhinweise.

saved-title = Gespeicherte Partien
# Text 004.
saved-device-only = Nur auf diesem Gerät gespeichert — das Löschen von Cache oder Websitedaten des Browsers entfernt sie (keine Sicherung im Konto).
saved-backup-hint = Für eine Sicherung die Partien als SGF-Dateien exportieren.
saved-empty = Noch keine gespeicherten Partien.
saved-empty-new-game = Neue Partie beginnen
saved-empty-import = oder unten eine importieren.
saved-export-all = Alle exportieren (SGF)
saved-delete-finished = Alle beendeten Partien löschen
saved-nav-home = Start
saved-nav-new-game = Neue Partie
saved-nav-saved-games = Gespeicherte Partien
saved-players = { $black } gegen { $white }
saved-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
saved-last-played = zuletzt gespielt am { $date }
saved-status-finished = Beendet
saved-status-settling = Tote Steine werden markiert
saved-status-black-to-play = Schwarz ist am Zug
saved-status-white-to-play = Weiß ist am Zug
saved-open = Öffnen
saved-review = Nachspielen
saved-rename = Umbenennen
saved-export-sgf = SGF exportieren
saved-delete = Löschen
saved-rename-title = Titel
saved-rename-save = Titel speichern
saved-rename-cancel = Abbrechen
saved-damaged-title = Beschädigte gespeicherte Partie
saved-damaged-stored = Gespeichert als { $key }, { $bytes ->
    [one] { $bytes } Byte
   *[other] { $bytes } Bytes
}
saved-damaged-export = Text exportieren
saved-game-deleted = Partie gelöscht
saved-finished-deleted = { $count ->
    [one] { $count } beendete Partie gelöscht
   *[other] { $count } beendete Partien gelöscht
}
saved-no-finished = Keine beendeten Partien zum Löschen.
# Die Spielernamen eines importierten Protokolls, das keine nennt.
saved-name-black = Schwarz
saved-name-white = Weiß

review-title = Nachspielen: { $black } gegen { $white }
review-status = Zug { $number } von { $total }{ $setup ->
        [yes] { " · Steine gesetzt" }
       *[no] { "" }
    } · Gefangene: Schwarz { $black }, Weiß { $white }
review-board-label = Go-Brett { $size } × { $size }, Zug { $number }
review-first = Anfang
review-previous = Zurück
review-next = Weiter
review-last = Ende
review-slider = Stelle in der Partie
review-continue = Weiterspielen
review-analyse = Mit dem Computer analysieren
review-analyse-continue = Analyse des Computers fortsetzen
review-analysing = Der Computer analysiert: Stellung { $done } von { $total }
review-graph-label = Gewinnchance und Vorsprung von Schwarz im Spielverlauf; tippen, um zu einem Zug zu gehen
review-graph-legend = Durchgezogen: Gewinnchance von Schwarz. Gestrichelt: Vorsprung von Schwarz (über der Mittellinie führt Schwarz).
review-mistakes-of = Größte Fehler von { $color }
review-no-mistakes = Kein Zug hat einen Punkt oder mehr verloren.
review-mistake = Zug { $number } auf { $played } verlor etwa { $points } Punkte.
review-show-line = Variante des Computers zeigen
review-line-status = Variante des Computers: Zug { $step } von { $total }
review-line-return = Zurück zum Spiel

import-title = Partie importieren (SGF)
import-choose-file = SGF-Datei auswählen
import-drop-or-paste = Oder eine Datei auf diese Seite ziehen oder das Protokoll einfügen:
import-sgf-text = SGF-Text
import-pasted = Eingefügten Text importieren
import-imported = Importiert:
import-summary = { $black } gegen { $white }, { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}. Die Partie ist auf diesem Gerät gespeichert.
import-unreadable-file = Die Datei konnte nicht gelesen werden.
import-too-large = Die Datei ist zu groß ({ $kb } KB): Partieprotokolle bis 1 MB werden gelesen.
import-malformed-at = Das ist kein lesbares SGF-Protokoll: { $reason } (Zeile { $line }, Spalte { $column }).
import-malformed = Das ist kein lesbares SGF-Protokoll: { $reason }.
import-too-deep = Das Protokoll ist zu lang: { $depth } Knoten hintereinander (höchstens { $max }).
import-not-go = Dieses SGF-Protokoll ist keine Go-Partie.
import-not-square = Das Brett ist { $width }x{ $height }: nur quadratische Bretter werden gespielt.
import-size-unreadable = Die Brettgröße ist unlesbar.
import-size-out-of-range = Das Brett ist { $size }x{ $size }: gespielt werden Bretter von { $min }x{ $min } bis { $max }x{ $max }.
import-setup = Die Anfangsstellung lässt sich nicht aufbauen: { $detail }
import-does-not-replay = Die Partie lässt sich bei Schritt { $step } nicht nachspielen: { $reason }
import-fault-no-opening = ein SGF-Protokoll beginnt mit (;
import-fault-unclosed-value = ein hier geöffneter Wert wird nie mit ] geschlossen
import-fault-unopened-tree = diese ) schließt keine (
import-fault-unclosed-tree = diese ( wird nie mit ) geschlossen
import-fault-no-game-tree = kein Spielbaum: SGF beginnt mit (;
import-fault-no-game = keine Partie darin
import-many-games = Die Datei enthält { $count } Partien: die erste wird importiert.
import-rules-approximated = Die Regeln „{ $ru }“ werden als { $preset } gespielt.
import-rules-unknown = Die Regeln „{ $ru }“ sind unbekannt: die Partie wird als { $preset } gespielt.
import-no-rules = Das Protokoll nennt keine Regeln (RU): die Partie wird als { $preset } gespielt.
# $rules ist die Kennung der Voreinstellung (japanese, aga…).
import-komi-unreadable = Das Komi (KM) ist unlesbar: { $komi } wird verwendet, wie es die Regeln { $rules } vorgeben.
import-no-komi = Das Protokoll nennt kein Komi (KM): { $komi } wird verwendet, wie es die Regeln { $rules } vorgeben.
import-setup-refused = Nach Zug { $after } setzt oder entfernt das Protokoll Steine (AB/AW/AE), was hier nicht geht: { $reason } Importiert wird bis Zug { $after }.
import-not-a-point = Zug { $number } ({ $text }) ist kein Punkt auf diesem Brett: die Partie wird bis Zug { $previous } importiert.
import-ended-before = Die Partie endete vor Zug { $number } ({ $result }): spätere Züge werden weggelassen.
import-plays-twice-black = Zug { $number } (Schwarz { $vertex }): Schwarz zieht zweimal hintereinander; der Zug bleibt als Zug von Schwarz erhalten.
import-plays-twice-white = Zug { $number } (Weiß { $vertex }): Weiß zieht zweimal hintereinander; der Zug bleibt als Zug von Weiß erhalten.
import-cannot-play-black = Zug { $number } (Schwarz { $vertex }) ist nicht spielbar: { $reason } Die Partie wird bis Zug { $previous } importiert.
import-cannot-play-white = Zug { $number } (Weiß { $vertex }) ist nicht spielbar: { $reason } Die Partie wird bis Zug { $previous } importiert.
import-settling-step = Nach Zug { $after } lässt sich der Auszählschritt TG[{ $value }] nicht anwenden ({ $reason }): die Partie wird bis dorthin importiert.
import-settling-unreadable = er ist nicht so geschrieben, wie Tengen ihn schreibt
import-result-cannot-end = Das Protokoll nennt { $re }, aber so kann die Partie hier nicht enden: { $reason }
import-more-warnings = { $count ->
    [one] { "..." } und { $count } weitere Warnung.
   *[other] { "..." } und { $count } weitere Warnungen.
}

share-title = Geteilte Partie
share-opened = Geteilte Partie geöffnet und als neue Partie gespeichert:
share-no-game = Diese Seite öffnet Partie-Links (sie enden auf #sgf=…). Dieser Link enthält keine Partie.
share-copy-sgf = SGF kopieren
share-link = Link teilen
share-link-label = Link zu dieser Partie
share-sgf-copied = Das SGF-Protokoll ist in der Zwischenablage.
share-link-copied = Link kopiert: wer ihn öffnet, bekommt diese Partie.
share-copy-refused = Der Browser hat das Kopieren nicht erlaubt: den Text markieren und selbst kopieren.
share-not-a-link = Dieser Link enthält keine Partie (kein #sgf= darin).
share-bad-character = Dieser Partie-Link ist beschädigt: Zeichen { $position } gehört nicht in einen Link.
share-damaged = Dieser Partie-Link ist beschädigt oder abgeschnitten: den ganzen Link noch einmal kopieren.
share-too-large = Die Partie in diesem Link ist größer als 1 MB.
share-not-text = Dieser Partie-Link enthält kein Partieprotokoll.
saved-by-link-your-move = Per Link · du bist am Zug
saved-by-link-their-move = Per Link · { $name } ist am Zug
saved-by-link-over = Per Link · { $status }
saved-kept-title = Beschädigte Werte, beiseitegelegt
saved-kept-help = Diese Werte ließen sich nicht lesen und wurden deshalb beiseitegelegt statt überschrieben. Exportiere einen, um seinen Text zu behalten, oder lösche ihn.
saved-kept-game = Eine gespeicherte Partie
saved-kept-game-by-link = Eine Partie per Link
saved-kept-sure = Diesen Text endgültig löschen?
saved-kept-delete-yes = Ja, löschen
saved-kept-not-deleted = Der Speicher hat abgelehnt: nichts wurde gelöscht.
review-problems-heading = Ihre Fehler als Aufgaben
review-problems-about = Der Computer sieht sich Ihre größten Fehler noch einmal an. Jeder mit einer einzigen klar besten Antwort in einem örtlichen Kampf wird eine Aufgabe unter „Meine Aufgaben“. Nichts verlässt dieses Gerät.
review-problems-make = Aufgaben aus meinen Fehlern machen
review-problems-judging = Fehler { $done } von { $total } wird angesehen…
review-problems-none = Kein Fehler war mehr anzusehen.
review-problems-made = { $looked ->
    [one] Ein Fehler angesehen:
   *[other] { $looked } Fehler angesehen:
}
review-problems-new = { $made ->
    [0] keine neue Aufgabe.
    [one] eine neue Aufgabe unter „Meine Aufgaben“.
   *[other] { $made } neue Aufgaben unter „Meine Aufgaben“.
}
review-problems-unclear = { $count ->
    [one] Einer hatte keine einzige klar beste Antwort.
   *[other] { $count } hatten keine einzige klar beste Antwort.
}
review-problems-not-local = { $count ->
    [one] Einer war kein örtlicher Kampf, den der Computer benennen kann.
   *[other] { $count } waren kein örtlicher Kampf, den der Computer benennen kann.
}
review-problems-already = { $count ->
    [one] Aus einem wurde schon früher eine Aufgabe.
   *[other] Aus { $count } wurden schon früher Aufgaben.
}
review-problems-solve = { $count ->
    [one] Die neue Aufgabe lösen
   *[other] Die neuen Aufgaben lösen
}
review-problems-mine = Meine Aufgaben
review-problems-name = Ihre Partie vom { $date } gegen { $opponent }
review-problems-name-people = Die Partie vom { $date }, { $black } gegen { $white }
