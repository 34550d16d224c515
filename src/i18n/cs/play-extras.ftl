## Části obrazovky hry, které přicházejí po desce: jak partie skončila, počítání, ovládání klávesnicí, označování mrtvých kamenů, odhad a rady, stav počítače.

## Jak partie skončila.
result-draw-before-capture = Remíza: oba hráči pasovali před prvním zajetím
result-draw-equal = Remíza: počítání vyšlo nerozhodně
result-wins-by-points = { $winner } vyhrává o { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
result-resigned = { $winner } vyhrává: { $loser } se vzdal
result-resigned-credited = { $winner } vyhrává: { $loser } se vzdal ({ $winner } získává { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    })
result-timeout = { $winner } vyhrává: { $loser } překročil čas
result-first-capture = { $winner } vyhrává prvním zajetím

## Rozepsané počítání.
count-caption = Počítání
count-item = Položka
count-stones = Kameny
count-territory = Území
count-captures = Zajatci
count-pass-points = Body za pas
count-pass-stones = Kameny za pas
count-komi = Komi
count-compensation = Vyrovnání za handicap
count-total = Celkem

## Deska a její body, jak je čte odečítač obrazovky.
board-no-coordinate = Nebyla zadána žádná souřadnice.
board-not-a-coordinate = „{ $text }“ není souřadnice na desce.
board-not-on-board = { $point } není na této desce.
board-bad-size = Desky mají rozměr { $min }x{ $min } až { $max }x{ $max }, ne { $size }x{ $size }.

## Ovládání klávesnicí a jeho nápověda.
keys-disclosure = Klávesnice a čtečka obrazovky
keys-play-at = Hrát na (např. D4)
keys-play = Hrát
keys-read-board = Přečíst desku
keys-open = Klávesy
keys-title = Klávesnice
keys-close = Zavřít
keys-arrows = Šipky
keys-arrows-do = Posunout kurzor po desce
keys-home-end = Home / End
keys-home-end-do = Přejít na začátek nebo konec řady
keys-page = Page Up / Page Down
keys-page-do = Přejít na horní nebo dolní řadu
keys-enter = Enter nebo mezerník
keys-enter-do = Zahrát na místě kurzoru (nebo při určování mrtvých kamenů označit skupinu)
keys-pass-do = Pasovat (potvrďte dalším stiskem)
keys-undo-do = Vrátit poslední tah
keys-coordinates-do = Zobrazit nebo skrýt souřadnice
keys-read-do = Přečíst desku nahlas
keys-help-do = Zobrazit tyto klávesy
keys-escape = Escape
keys-escape-do = Zrušit otázku nebo zavřít tuto nápovědu

## Obrazovka hry.
play-new-game = Nová partie
play-rematch = Odveta
play-settle-title = Určení mrtvých kamenů
play-settle-help = Klepnutím na skupinu ji označíte jako mrtvou, nebo znovu jako živou. Když počítání souhlasí, potvrďte ho; při sporu pokračujte ve hře.
play-suggest-ask = Zeptat se počítače, které kameny jsou mrtvé
play-suggest-looking = Počítač si prohlíží desku…
play-suggest-cancel = Zrušit
play-suggest-try-again = Zkusit znovu
play-suggest-note = Oranžové tečkované křížky jsou návrh počítače: klepnutím na skupinu ho změníte, pak potvrďte.
play-estimate-ask = Odhadnout skóre
play-hint-ask = Rada
play-advice-hide = Skrýt
play-advice-looking = Počítač se dívá…
play-estimate = { $lead } (šance černého na výhru: { $percent } %).
play-estimate-lead = { $color } vede asi o { $points } bodu
play-estimate-even = Zhruba vyrovnáno
play-hint-line = { $rank }. { $point }: { $reason }
play-hint-none = Počítač nemá co navrhnout: pasovat je v pořádku.
play-hint-captures = zajme { $count ->
        [one] kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }
play-hint-saves = zachrání { $count ->
        [one] kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    } v atari
play-hint-choice = volba počítače
play-count-gives = Toto počítání dává: { $result }
play-undo-mark = Vrátit označení

## The computer player
computer-loading = Stahuje se počítačový hráč…
computer-visits = Přečteno { $done } z { $planned } variant
computer-play-now = Táhni hned
computer-try-again = Zkusit znovu
computer-failed-start = Počítačový hráč se v tomto prohlížeči nespustil. Partie je uložena.
computer-failed-crash = Počítačový hráč se zastavil. Partie je uložena; zkuste to znovu.
computer-failed-offline = Počítačového hráče nelze stáhnout: chybí připojení. Partie je uložena; zkuste to znovu online.
computer-failed-missing = Počítačového hráče nelze stáhnout (chyba { $status }). Partie je uložena.
computer-failed-damaged = Soubor počítačového hráče je poškozený. Partie je uložena; zkuste to znovu.
computer-you = Vy
computer-you-win = Vyhráváte!
computer-wins = Počítač vyhrává.

## Učitel u desky: poznámka po tahu, který ztratil body.
teacher-lost = Tento tah ztrácí asi { $points } bodů.
teacher-leaves-in-atari = { $color } teď může zajmout { $stones ->
        [one] tvůj kámen
        [few] { $stones } kameny
       *[other] { $stones } kamenů
    } na { $point }.
teacher-ignores-atari = { $color } stále může zajmout { $stones ->
        [one] tvůj kámen v atari
        [few] tvé { $stones } kameny v atari
       *[other] tvých { $stones } kamenů v atari
    } na { $point }.
teacher-misses-capture = { $point } by zajal { $stones ->
        [one] kámen
        [few] { $stones } kameny
       *[other] { $stones } kamenů
    }.
teacher-better = Počítač dává přednost { $point } (zakroužkováno na desce).
teacher-better-pass = Počítač by pasoval.
teacher-take-back = Vzít zpět
teacher-dismiss = OK

## Reading the board aloud (the keyboard controls), the banner of a game another tab deleted, the level streak.
play-read-empty = Deska je prázdná.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: žádné kameny.
play-read-dead = { $point } mrtvý
play-save-again = Znovu uložit
play-leave = Odejít

## What the storage found about a value kept here, said by the screen that owns it; the toast after a delete.
saved-undo = Zpět
saved-kept-again = Partie je na tomto zařízení znovu uložena.
storage-value-settings = Vaše nastavení
storage-value-learn-progress = Váš postup v lekcích
storage-value-problems-progress = Váš postup v úlohách
storage-value-imports = Vaše importované úlohy
storage-value-rush = Váš nejlepší sprint
storage-value-ladder = Váš rating proti počítači
storage-value-friend-list = Seznam partií přes odkaz
storage-value-review = Rozbor této partie počítačem
storage-value-other = Hodnota uložená v tomto zařízení
storage-set-aside = { $value }: nelze přečíst ({ $why }). Nic nebylo přepsáno: text je v tomto zařízení odložen jako { $key } ({ $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
    [many] { $bytes } bajtu
   *[other] { $bytes } bajtů
}) a zde začíná nový.
storage-left-in-place = { $value }: nelze přečíst ({ $why }). Text zůstává, jak je, a nic se přes něj nezapíše: změny se neuloží, dokud prohlížeč nebude mít místo ho odložit.
storage-rebuilt = { $value }: nelze přečíst ({ $why }), a byl proto znovu sestaven z partií uložených zde: { $count ->
    [one] { $count } partie
    [few] { $count } partie
    [many] { $count } partie
   *[other] { $count } partií
}, žádná neztracena.
storage-rebuilt-missing = { $value }: chyběl, a byl proto znovu sestaven z partií uložených zde: { $count ->
    [one] { $count } partie
    [few] { $count } partie
    [many] { $count } partie
   *[other] { $count } partií
}, žádná neztracena.
storage-refused = { $value }: nelze uložit ({ $why }). Co bylo uloženo dříve, zůstává.
storage-refused-full = úložiště prohlížeče je plné (smazání dokončených partií uvolní místo)
storage-refused-off = tento prohlížeč nepovoluje ukládání (anonymní režim nebo vypnuté úložiště)
storage-refused-other = prohlížeč hlásí: { $detail }

## A game the play screen cannot open, and why a stored value does not read.
play-missing-title = Partie nenalezena
play-missing-text = Toto zařízení nemá žádnou partii s tímto odkazem. Partie se ukládají jen v zařízení, na kterém se hrály.
saved-damaged-not-json = Uložený text je poškozený ({ $detail }).
saved-damaged-incomplete = Uložená partie je neúplná ({ $detail }).
saved-damaged-newer-version = Poškozeno: zapsáno novější verzí Tengenu (formát { $format }); pro otevření aktualizujte tuto stránku.
storage-why-cut-short = text je useknutý
storage-why-not-its-format = text není ve svém formátu
storage-why-shape = část textu chybí nebo je nesprávného druhu
storage-why-absurd = čísla v něm nemohou být správně
storage-why-newer = zapsala ho novější verze Tengenu

## The clock's pause.
play-continue-clock = Spustit hodiny
play-pause-clock = Pozastavit hodiny

## The ladder: the rating after a game against the computer, and the offer of a step
ladder-rating-up = Vaše hodnocení { $rating } ± { $deviation }, o { $change } výš.
ladder-rating-down = Vaše hodnocení { $rating } ± { $deviation }, o { $change } níž.
ladder-rating-same = Vaše hodnocení { $rating } ± { $deviation }, beze změny.
ladder-with-stones = { $opponent } { $stones ->
    [one] s jedním kamenem handicapu
    [few] se { $stones } kameny handicapu
   *[other] s { $stones } kameny handicapu
} pro vás
ladder-offer-harder = Tři výhry v řadě proti soupeři { $against }. Připraveni na další příčku: { $next }?
ladder-offer-easier = Tři prohry v řadě proti soupeři { $against }. Zkusit o příčku lehčí: { $next }?
ladder-take-offer = Hrát: { $next }
play-mistake-problems = Udělat úlohy z mých chyb
