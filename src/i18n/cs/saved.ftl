## Uložené partie: seznam, přehrávání, import, export, odkazy a upozornění k úložišti.

saved-title = Uložené partie
# Text 004.
saved-device-only = Uloženo jen v tomto zařízení — vymazáním mezipaměti nebo dat webu v prohlížeči se partie smažou (bez zálohy v účtu).
saved-backup-hint = Pro zálohu exportujte partie jako soubory SGF.
saved-empty = Zatím žádné uložené partie.
saved-empty-new-game = Začněte novou partii
saved-empty-import = nebo nějakou importujte níže.
saved-export-all = Exportovat vše (SGF)
saved-delete-finished = Smazat všechny dokončené partie
saved-nav-home = Domů
saved-nav-new-game = Nová partie
saved-nav-saved-games = Uložené partie
saved-players = { $black } proti { $white }
saved-moves = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}
saved-last-played = naposledy hráno { $date }
saved-status-finished = Dokončeno
saved-status-settling = Označují se mrtvé kameny
saved-status-black-to-play = Černý je na tahu
saved-status-white-to-play = Bílý je na tahu
saved-open = Otevřít
saved-review = Přehrát
saved-rename = Přejmenovat
saved-export-sgf = Exportovat SGF
saved-delete = Smazat
saved-rename-title = Název
saved-rename-save = Uložit název
saved-rename-cancel = Zrušit
saved-damaged-title = Poškozená uložená partie
saved-damaged-stored = Uloženo jako { $key }, { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
    [many] { $bytes } bajtu
   *[other] { $bytes } bajtů
}
saved-damaged-export = Exportovat text
saved-game-deleted = Partie smazána
saved-finished-deleted = { $count ->
    [one] { $count } dokončená partie smazána
    [few] { $count } dokončené partie smazány
    [many] { $count } dokončené partie smazáno
   *[other] { $count } dokončených partií smazáno
}
saved-no-finished = Žádné dokončené partie ke smazání.
# Jména hráčů importovaného záznamu, který žádná neuvádí.
saved-name-black = Černý
saved-name-white = Bílý

review-title = Přehrávání: { $black } proti { $white }
review-status = Tah { $number } z { $total }{ $setup ->
        [yes] { " · Kameny rozestaveny" }
       *[no] { "" }
    } · Zajatci: Černý { $black }, Bílý { $white }
review-board-label = Deska pro go { $size } × { $size }, tah { $number }
review-first = Začátek
review-previous = Předchozí
review-next = Další
review-last = Konec
review-slider = Pozice v partii
review-continue = Hrát dál
review-analyse = Analyzovat s počítačem
review-analyse-continue = Pokračovat v analýze počítače
review-analysing = Počítač analyzuje: pozice { $done } z { $total }
review-graph-label = Šance černého na výhru a jeho náskok v průběhu hry; klepnutím přejdete na tah
review-graph-legend = Plná čára: šance černého na výhru. Čárkovaná: náskok černého (nad prostřední čarou vede černý).
review-mistakes-of = Největší chyby: { $color }
review-no-mistakes = Žádný tah neztratil bod nebo více.
review-mistake = Tah { $number } na { $played } ztratil asi { $points } bodu.
review-show-line = Ukázat variantu počítače
review-line-status = Varianta počítače: tah { $step } z { $total }
review-line-return = Zpět ke hře

import-title = Importovat záznam partie (SGF)
import-choose-file = Vybrat soubor SGF
import-drop-or-paste = Nebo přetáhněte soubor na tuto stránku, nebo vložte záznam:
import-sgf-text = Text SGF
import-pasted = Importovat vložený text
import-imported = Importováno:
import-summary = { $black } proti { $white }, { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}. Partie je uložena v tomto zařízení.
import-unreadable-file = Soubor nelze přečíst.
import-too-large = Soubor je příliš velký ({ $kb } KB): načítají se záznamy partií do 1 MB.
import-malformed-at = Toto není čitelný záznam SGF: { $reason } (řádek { $line }, sloupec { $column }).
import-malformed = Toto není čitelný záznam SGF: { $reason }.
import-too-deep = Záznam je příliš dlouhý: { $depth } uzlů za sebou (nejvýše { $max }).
import-not-go = Tento záznam SGF není partie go.
import-not-square = Deska má rozměr { $width }x{ $height }: hraje se jen na čtvercových deskách.
import-size-unreadable = Velikost desky nelze přečíst.
import-size-out-of-range = Deska má rozměr { $size }x{ $size }: hraje se na deskách od { $min }x{ $min } do { $max }x{ $max }.
import-setup = Výchozí pozici nelze sestavit: { $detail }
import-does-not-replay = Partii nelze přehrát v kroku { $step }: { $reason }
import-fault-no-opening = záznam SGF začíná znaky (;
import-fault-unclosed-value = hodnota otevřená zde není nikdy uzavřena znakem ]
import-fault-unopened-tree = tato ) neuzavírá žádnou (
import-fault-unclosed-tree = tato ( není nikdy uzavřena znakem )
import-fault-no-game-tree = žádný herní strom: SGF začíná znaky (;
import-fault-no-game = není v něm žádná partie
import-many-games = { $count ->
    [few] Soubor obsahuje { $count } partie: importuje se první.
   *[other] Soubor obsahuje { $count } partií: importuje se první.
}
import-rules-approximated = Pravidla „{ $ru }“ se hrají jako { $preset }.
import-rules-unknown = Pravidla „{ $ru }“ nejsou známá: partie se hraje jako { $preset }.
import-no-rules = Záznam neuvádí pravidla (RU): partie se hraje jako { $preset }.
# $rules je označení předvolby (japanese, aga…).
import-komi-unreadable = Komi (KM) nelze přečíst: použije se { $komi } podle pravidel { $rules }.
import-no-komi = Záznam neuvádí komi (KM): použije se { $komi } podle pravidel { $rules }.
import-setup-refused = Po tahu { $after } záznam přidává nebo odebírá kameny (AB/AW/AE), což zde nejde: { $reason } Partie se importuje do tahu { $after }.
import-not-a-point = Tah { $number } ({ $text }) není bod na této desce: partie se importuje do tahu { $previous }.
import-ended-before = Partie skončila před tahem { $number } ({ $result }): další tahy se vynechávají.
import-plays-twice-black = Tah { $number } (Černý { $vertex }): Černý táhne dvakrát za sebou; tah zůstává jako tah Černého.
import-plays-twice-white = Tah { $number } (Bílý { $vertex }): Bílý táhne dvakrát za sebou; tah zůstává jako tah Bílého.
import-cannot-play-black = Tah { $number } (Černý { $vertex }) nelze zahrát: { $reason } Partie se importuje do tahu { $previous }.
import-cannot-play-white = Tah { $number } (Bílý { $vertex }) nelze zahrát: { $reason } Partie se importuje do tahu { $previous }.
import-settling-step = Po tahu { $after } nelze použít krok počítání TG[{ $value }] ({ $reason }): partie se importuje až sem.
import-settling-unreadable = není zapsán tak, jak ho Tengen zapisuje
import-result-cannot-end = Záznam uvádí { $re }, ale partie zde takto skončit nemůže: { $reason }
import-more-warnings = { $count ->
    [one] { "..." } a ještě { $count } další varování.
    [few] { "..." } a ještě { $count } další varování.
   *[other] { "..." } a ještě { $count } dalších varování.
}

share-title = Sdílená partie
share-opened = Sdílená partie byla otevřena a uložena jako nová partie:
share-no-game = Tato stránka otevírá odkazy na partie (končí na #sgf=…). Tento odkaz žádnou partii neobsahuje.
share-copy-sgf = Kopírovat SGF
share-link = Sdílet odkaz
share-link-label = Odkaz na tuto partii
share-sgf-copied = Záznam SGF je ve schránce.
share-link-copied = Odkaz zkopírován: kdo ho otevře, dostane tuto partii.
share-copy-refused = Prohlížeč kopírování nepovolil: označte text a zkopírujte ho sami.
share-not-a-link = Tento odkaz neobsahuje žádnou partii (není v něm #sgf=).
share-bad-character = Tento odkaz na partii je poškozený: znak { $position } do odkazu nepatří.
share-damaged = Tento odkaz na partii je poškozený nebo zkrácený: zkopírujte znovu celý odkaz.
share-too-large = Partie v tomto odkazu je větší než 1 MB.
share-not-text = Tento odkaz na partii neobsahuje záznam partie.
saved-by-link-your-move = Odkazem · jste na tahu
saved-by-link-their-move = Odkazem · na tahu je { $name }
saved-by-link-over = Odkazem · { $status }
saved-kept-title = Poškozené hodnoty odložené stranou
saved-kept-help = Tyto hodnoty nešlo přečíst, a tak byly odloženy stranou, místo aby se přepsaly. Exportujte je, chcete-li jejich text zachovat, nebo je smažte.
saved-kept-game = Uložená partie
saved-kept-game-by-link = Partie odkazem
saved-kept-sure = Smazat tento text natrvalo?
saved-kept-delete-yes = Ano, smazat
saved-kept-not-deleted = Úložiště odmítlo: nic nebylo smazáno.
review-problems-heading = Vaše chyby jako úlohy
review-problems-about = Počítač se znovu podívá na vaše největší chyby. Každá s jedinou jasně nejlepší odpovědí v místním boji se stane úlohou v části Moje úlohy. Nic neopustí toto zařízení.
review-problems-make = Udělat úlohy z mých chyb
review-problems-judging = Prohlížím chybu { $done } z { $total }…
review-problems-none = Nezbyla žádná chyba k prohlédnutí.
review-problems-made = { $looked ->
    [one] Prohlédnuta jedna chyba:
    [few] Prohlédnuty { $looked } chyby:
   *[other] Prohlédnuto { $looked } chyb:
}
review-problems-new = { $made ->
    [0] žádná nová úloha.
    [one] jedna nová úloha v části Moje úlohy.
    [few] { $made } nové úlohy v části Moje úlohy.
   *[other] { $made } nových úloh v části Moje úlohy.
}
review-problems-unclear = { $count ->
    [one] Jedna neměla jedinou jasně nejlepší odpověď.
    [few] { $count } neměly jedinou jasně nejlepší odpověď.
   *[other] { $count } nemělo jedinou jasně nejlepší odpověď.
}
review-problems-not-local = { $count ->
    [one] Jedna nebyla místním bojem, který počítač umí pojmenovat.
    [few] { $count } nebyly místním bojem, který počítač umí pojmenovat.
   *[other] { $count } nebylo místním bojem, který počítač umí pojmenovat.
}
review-problems-already = { $count ->
    [one] Z jedné už úloha byla udělána dříve.
   *[other] Z { $count } už úlohy byly udělány dříve.
}
review-problems-solve = { $count ->
    [one] Řešit novou úlohu
    [few] Řešit nové úlohy
   *[other] Řešit nové úlohy
}
review-problems-mine = Moje úlohy
review-problems-name = Vaše partie z { $date } proti { $opponent }
review-problems-name-people = Partie z { $date }, { $black } proti { $white }
