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

## Deska a její body, jak je čte odečítač obrazovky.
board-label = Deska na go { $size } × { $size }
board-keys-hint = Šipky posouvají, Enter hraje. Otazník vypíše klávesy.
board-empty = prázdný
board-black-stone = černý kámen
board-white-stone = bílý kámen
board-marked-dead = označen jako mrtvý
board-suggested-dead = označen jako mrtvý podle návrhu počítače
board-hint = rada počítače č. { $rank }
board-better-move = tah, kterému počítač dává přednost
board-black-territory = černé území
board-white-territory = bílé území
board-last-move = poslední tah

## Obrazovka hry.
play-saved-games = Uložené partie
play-home = Domů
play-review = Přehrát
play-rules = Pravidla
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
play-deleted-elsewhere = Tato partie byla smazána v jiné kartě. Na tomto zařízení už uložena není.
move-error-setup-without-liberty = Rozestavené kameny by nechaly skupinu bez svobody.
play-open-ko = Ko na { $point } je stále otevřené: podle těchto pravidel musí být ko před počítáním vyřešeno. Pokračujte ve hře a vyřešte ho.
play-no-clock = Tato partie nemá hodiny.
play-not-finished = Partie ještě neskončila.
play-computer-thinking = Počítač přemýšlí: váš tah přijde po jeho tahu, nebo zvolte Táhni hned.
play-computer-stale = Tah počítače patřil k dřívější pozici; přemýšlí znovu.

## The computer player
computer-level-first-game = První partie
computer-level-first-game-about = Vidí jen některé tahy, které stojí za to hrát, a vybírá mezi nimi: pro toho, kdo se právě naučil pravidla.
computer-level-beginner = Začátečník
computer-level-beginner-about = Hraje skutečné tvary, ale často přehlédne nejlepší tah.
computer-level-casual = Příležitostný hráč
computer-level-casual-about = Hraje podle citu a občas přehlédne lepší tah.
computer-level-club = Klubový hráč
computer-level-club-about = První dojem sítě v každém tahu, bez čtení.
computer-level-strong-club = Silný klubový hráč
computer-level-strong-club-about = Před každým tahem si přečte několik variant.
computer-level-expert = Expert
computer-level-expert-about = Čte čtvrtinu toho, co nejsilnější úroveň.
computer-level-strongest = Nejsilnější
computer-level-strongest-about = Vše, co prohlížeč přečte zhruba za 2 sekundy (9x9) až 5 sekund (19x19) na tah.
computer-level-number = Úroveň { $number }
computer-rung = Příčka { $number }
computer-rung-named = Příčka { $number } · { $name }
computer-rung-overlooks-many = Hraje jen tahy, které stojí za to hrát, ale většinu nejlepších přehlédne: pro toho, kdo se právě naučil pravidla.
computer-rung-overlooks-some = Hraje skutečné tvary, ale často přehlédne nejlepší tah.
computer-rung-overlooks-few = Hraje podle citu a občas přehlédne lepší tah.
computer-rung-instinct = První dojem sítě v každém tahu, bez čtení.
computer-rung-reads = Před každým tahem na 9x9 přečte { $visits } pozic dopředu.
computer-rung-strongest = Vše, co prohlížeč přečte zhruba za 2 sekundy (9x9) až 5 sekund (19x19) na tah.
computer-name = Počítač ({ $level })
play-no-takebacks = Vracení tahů proti počítači je vypnuté (Nastavení).
play-accepted = Přijímáš označení: pošli příteli odkaz. Partie se sečte, až oba přijmete stejná označení.
play-friend-to-move = Nejsi na tahu: pošli příteli odkaz a počkej na jeho.
play-between-devices = Mezi dvěma zařízeními se nic nevrací: odkaz partii jen doplňuje.
play-games-by-link = Partie odkazem
play-agree = Souhlasit
play-resume = Pokračovat ve hře (táhne { $color })
computer-thinking = Přemýšlí…
