## Obrazovka hry, deska a slova pravidel, která se na ní zobrazují.

## Barvy jako jména hráčů.
color-black = Černý
color-white = Bílý

## Proč byl tah nebo akce odmítnuty.
move-error-off-board = Tento bod není na desce.
move-error-occupied = Tento bod je obsazený.
move-error-suicide = Sebevražda: kámen si musí ponechat svobodu.
move-error-ko = Ko: nejdřív zahrajte jinde.
move-error-superko-start = Superko: tím by se opakovala výchozí pozice.
move-error-superko = Superko: tím by se opakovala pozice po { $number }. tahu.
move-error-not-your-turn = Na tahu je druhý hráč.
move-error-not-playing = Hráči určují mrtvé kameny: chcete-li pokládat kameny, pokračujte ve hře.
move-error-game-over = Partie skončila.
move-error-resign-too-early = Vzdát se lze až po { $count } { $count ->
        [one] tahu
       *[other] tazích
    }.
move-error-not-settling = Mrtvé kameny se označují, až když oba hráči pasují.
move-error-no-stone = Tam žádný kámen není.
move-error-nothing-to-undo = Není co vrátit.

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
board-label = Deska na go { $size } × { $size }
board-keys-hint = Šipky posouvají, Enter hraje. Otazník vypíše klávesy.
board-empty = prázdný
board-black-stone = černý kámen
board-white-stone = bílý kámen
board-marked-dead = označen jako mrtvý
board-suggested-dead = označen jako mrtvý podle návrhu počítače
board-hint = rada počítače č. { $rank }
board-black-territory = černé území
board-white-territory = bílé území
board-last-move = poslední tah
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
play-missing-title = Partie nenalezena
play-missing-text = Toto zařízení nemá žádnou partii s tímto odkazem. Partie se ukládají jen v zařízení, na kterém se hrály.
play-saved-games = Uložené partie
play-home = Domů
play-review = Přehrát
play-rules = Pravidla
play-new-game = Nová partie
play-title = Partie: { $black } (Černý) proti { $white } (Bílý)
play-board-label = Deska na go { $size } × { $size }, tah { $number }
play-move-number = Tah { $number }
play-pass = Pas
play-undo = Vrátit
play-resign = Vzdát se
play-cancel = Zrušit
play-confirm-pass = { $color } pasuje?
play-confirm-pass-yes = Ano, pasovat
play-confirm-resign = { $color } se vzdává a prohrává partii?
play-confirm-resign-yes = Ano, vzdát se
play-continue-clock = Spustit hodiny
play-pause-clock = Pozastavit hodiny
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
play-agree = Souhlasit
play-resume = Pokračovat ve hře (táhne { $color })
play-undo-mark = Vrátit označení
play-to-play = — na tahu
play-captures = Zajatci: { $count }
play-pass-stones = Kameny za pas: { $count }

## Co se právě stalo, v řádku hlášení a pro odečítač obrazovky.
play-passed = { $color } pasoval.
play-resigned = { $color } se vzdal.
play-played = { $color } zahrál { $point }.
play-played-captured-white = { $color } zahrál { $point } a zajal { $count } { $count ->
        [one] bílý kámen
        [few] bílé kameny
        [many] bílého kamene
       *[other] bílých kamenů
    }.
play-played-captured-black = { $color } zahrál { $point } a zajal { $count } { $count ->
        [one] černý kámen
        [few] černé kameny
        [many] černého kamene
       *[other] černých kamenů
    }.
play-tap-again = Klepněte znovu na { $point } a zahrajete tam.
play-marked-dead = Skupina označena jako mrtvá.
play-marked-alive = Skupina označena jako živá.
play-took-back-move = Poslední tah vrácen.
play-took-back-mark = Poslední označení vráceno.
play-suggested = Počítač navrhuje { $count ->
        [0] žádné mrtvé kameny
        [one] jednu mrtvou skupinu
        [few] { $count } mrtvé skupiny
       *[other] { $count } mrtvých skupin
    }: zkontrolujte označení a potvrďte.
play-suggestion-stale = Označení se změnila, zatímco se počítač díval: jeho návrh nebyl použit.
play-agreed = Oba hráči souhlasí: partie se počítá.
play-resumes = Hra pokračuje.
play-settle-now = Hra se zastavuje: určete mrtvé kameny. Označte mrtvé skupiny a pak potvrďte počítání.
play-atari-black = Atari: { $count ->
        [one] černý kámen
       *[other] černé kameny
    } na { $points }.
play-atari-white = Atari: { $count ->
        [one] bílý kámen
       *[other] bílé kameny
    } na { $points }.
play-color-to-play = { $color } je na tahu.
play-read-empty = Deska je prázdná.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: žádné kameny.
play-read-dead = { $point } mrtvý
play-deleted-elsewhere = Tato partie byla smazána v jiné kartě. Na tomto zařízení už uložena není.
play-save-again = Znovu uložit
play-leave = Odejít
move-error-setup-without-liberty = Rozestavené kameny by nechaly skupinu bez svobody.
play-open-ko = Ko na { $point } je stále otevřené: podle těchto pravidel musí být ko před počítáním vyřešeno. Pokračujte ve hře a vyřešte ho.
play-no-clock = Tato partie nemá hodiny.
play-not-finished = Partie ještě neskončila.
play-computer-thinking = Počítač přemýšlí: váš tah přijde po jeho tahu, nebo zvolte Táhni hned.
play-computer-stale = Tah počítače patřil k dřívější pozici; přemýšlí znovu.

## The computer player
computer-loading = Stahuje se počítačový hráč…
computer-thinking = Přemýšlí…
computer-visits = Přečteno { $done } z { $planned } variant
computer-play-now = Táhni hned
computer-try-again = Zkusit znovu
computer-failed-start = Počítačový hráč se v tomto prohlížeči nespustil. Partie je uložena.
computer-failed-crash = Počítačový hráč se zastavil. Partie je uložena; zkuste to znovu.
computer-failed-offline = Počítačového hráče nelze stáhnout: chybí připojení. Partie je uložena; zkuste to znovu online.
computer-failed-missing = Počítačového hráče nelze stáhnout (chyba { $status }). Partie je uložena.
computer-failed-damaged = Soubor počítačového hráče je poškozený. Partie je uložena; zkuste to znovu.
computer-level-first-game = První partie
computer-level-beginner = Začátečník
computer-level-casual = Příležitostný hráč
computer-level-club = Klubový hráč
computer-level-strong-club = Silný klubový hráč
computer-level-expert = Expert
computer-level-strongest = Nejsilnější
computer-level-number = Úroveň { $number }
computer-name = Počítač ({ $level })

play-no-takebacks = Vracení tahů proti počítači je vypnuté (Nastavení).
computer-you = Vy
computer-streak-up = Tři výhry v řadě: počítač postupuje na úroveň „{ $level }“.
computer-streak-down = Tři prohry v řadě: počítač sestupuje na úroveň „{ $level }“.
computer-you-win = Vyhráváte!
computer-wins = Počítač vyhrává.
