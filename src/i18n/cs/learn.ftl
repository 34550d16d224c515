## Obrazovky Učit se: nabídka, stránky stručných pravidel a lekce.
## „z“ nebo „ze“ před číslem podle výslovnosti: ze dvou, ze tří, ze čtyř, ze šesti, ze sedmi…

## src/ui/learn/mod.rs

learn-ui-title = Učit se
learn-ui-tagline = Jsi v Go nováček? Přečti si pravidla, zajmi kámen a pak si zahraj první partii.
learn-ui-rules-in-short = Pravidla ve zkratce
learn-ui-lessons = Lekce
learn-ui-lessons-done = Hotovo { $done } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
        [13] ze
        [14] ze
        [16] ze
        [17] ze
       *[other] z
    } { $total }
learn-ui-start-lessons = Začít lekce: { $title }
learn-ui-continue-lesson = Pokračovat: { $title }
learn-ui-all-done = Máš hotové všechny lekce.
learn-ui-done = Hotovo
learn-ui-home = Domů

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ Učit se
learn-ui-page = Strana { $page } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
       *[other] z
    } { $total }
learn-ui-guide-board = Deska { $size } × { $size }: { $title }
learn-ui-before-moves = Před tahy.
learn-ui-move-caption = Tah { $number } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
       *[other] z
    } { $total }: { $what }
learn-ui-play = Přehrát
learn-ui-pause = Pozastavit
learn-ui-step = Krok
learn-ui-back = Zpět
learn-ui-next = Další
learn-ui-try-capture = Vyzkoušej zajetí

## src/ui/learn/model.rs: tah v popisku pod deskou

learn-ui-black-plays = Černý hraje { $point }.
learn-ui-white-plays = Bílý hraje { $point }.
learn-ui-black-passes = Černý pasuje.
learn-ui-white-passes = Bílý pasuje.
learn-ui-black-resigns = Černý se vzdává.
learn-ui-white-resigns = Bílý se vzdává.

## src/ui/learn/lesson.rs

learn-ui-not-found = Lekce nenalezena
learn-ui-not-found-body = Pro tento odkaz žádná lekce neexistuje.
learn-ui-broken = Tuto lekci nelze zobrazit.
learn-ui-lesson-board = Deska lekce { $size } × { $size }, krok { $step } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
       *[other] z
    } { $total }
learn-ui-step-count = Krok { $step } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
       *[other] z
    } { $total }
learn-ui-lesson-complete = Lekce dokončena.
learn-ui-found = Nalezeno { $found } { $total ->
        [2] ze
        [3] ze
        [4] ze
        [6] ze
        [7] ze
       *[other] z
    } { $total }
learn-ui-black-to-play = Na tahu je Černý
learn-ui-white-to-play = Na tahu je Bílý
learn-ui-pass = Pasovat
learn-ui-continue = Pokračovat
learn-ui-hint-label = Nápověda:
learn-ui-hint = Nápověda
learn-ui-ask-computer = Zeptat se počítače
learn-ui-computer-elsewhere = Počítač by tu hrál jinde: tento krok chce něco určitého. Co to je, řekne tlačítko Nápověda.
learn-ui-computer-failed = Počítač se na tuto desku nemohl podívat: nepodařilo se ho spustit ani stáhnout. Zkus to později; tlačítko Nápověda funguje i bez něj.
learn-ui-retry = Znovu
learn-ui-back-to-learn = Zpět k lekcím

## src/ui/learn/feedback.rs

learn-ui-correct = Správně
learn-ui-not-quite = Ne úplně
learn-ui-note = Poznámka
learn-ui-game-says = Hra hlásí:

## src/ui/learn/store.rs: jména hráčů partie spuštěné z lekcí

learn-ui-name-black = Černý
learn-ui-name-white = Bílý

learn-ui-play-friend = Hrát s kamarádem
learn-ui-play-computer = Hrát s počítačem
