## Obrazovka nové partie a předvolby pravidel.

new-game-title = Nová partie
new-game-rules = Pravidla
new-game-follows = Podle: { $source }
new-game-board = Deska
new-game-board-size = Velikost desky
new-game-handicap = Handicap
new-game-handicap-none = Žádný (vyrovnaná partie)
new-game-handicap-one = 1 (bez komi, bez kamenů)
new-game-handicap-stones = { $count } { $count ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    }
new-game-komi = Komi (body pro Bílého)
new-game-clock = Hodiny
new-game-main-time = Základní čas na hráče
new-game-no-clock = Bez hodin
new-game-minutes = { $count } min
new-game-periods = Periody byo-yomi
new-game-sudden-death = Náhlá smrt
new-game-clock-kind = Po základním čase
new-game-byo-yomi = Byo-yomi
new-game-club-floor = Klub: čas se doplní (domácí pravidla klubu)
new-game-floor-seconds = Doplnit na (sekundy)
new-game-period-seconds = Sekundy na periodu
new-game-players = Hráči
new-game-swap = Prohodit barvy
new-game-start = Začít
new-game-cancel = Zrušit
new-game-komi-not-a-number = „{ $text }“ není počet bodů.
new-game-komi-out-of-range = Komi musí být celý nebo poloviční počet bodů mezi -200 a 200.
new-game-too-many-handicap-stones = Požadováno handicapových kamenů: { $count }; na tuto desku se podle těchto pravidel vejde nejvýše { $max }.
new-game-bad-handicap-stone = Handicapový kámen { $point } nelze položit.

## Předvolby: název, jeden řádek do nabídky a text pravidel, podle kterého se řídí.
preset-aga = AGA, počítání plochy
preset-aga-description = Pravidla AGA: počítání plochy, komi 7,5, kameny za pas, superko, určení mrtvých kamenů nebo pokračování ve hře.
preset-aga-source = pravidla go americké asociace AGA (počítání plochy)
preset-first-capture = První zajetí
preset-first-capture-description = Výuková hra: vyhrává první zajetí; dva pasy před jakýmkoli zajetím znamenají remízu.
preset-first-capture-source = výuková hra pro začátečníky, vedle pravidel go AGA
preset-classic = Klasická 9x9
preset-classic-description = Území + zajatci + jeden bod za každý pas soupeře; bez komi; dva pasy ukončí partii tak, jak stojí.
preset-classic-source = pravidla klasické aplikace 9x9
preset-club = Klubová, počítání plochy
preset-club-description = Počítání plochy, komi 6; handicap N dává komi N; vzdát se lze po 20 tazích, za 20 bodů.
preset-club-source = domácí pravidla klubu
preset-japanese = Japonská, počítání území
preset-japanese-description = Počítání území minus vlastní ztracené kameny, v seki se body nepočítají; komi 6,5 (česká pravidla žádné neuvádějí).
preset-japanese-source = japonská pravidla z roku 1989, jak je vyučuje Česká asociace go
preset-chinese = Čínská, počítání plochy
preset-chinese-description = Počítání plochy, komi 7,5, poziční superko, každý handicapový kámen se vyrovnává jedním bodem.
preset-chinese-source = čínská pravidla (oficiální)

new-game-opponent = Soupeř
new-game-opponent-person = Jiný člověk
new-game-opponent-computer = Počítač
new-game-opponent-friend = Přítel na jiném zařízení →
new-game-level = Úroveň
computer-level-weaker = Na 9x9 slabší než GNU Go 3.8 na jeho nejslabší úrovni: vyhrál { $won } z { $games } partií.
computer-level-about = Na 9x9 zhruba stejně silný jako GNU Go 3.8 na úrovni { $gnugo }: vyhrál { $won } z { $games } partií.
computer-level-stronger = Na 9x9 silnější než GNU Go 3.8 na jeho nejsilnější úrovni: vyhrál { $won } z { $games } partií.
computer-level-points-lost = Ztrácí zhruba { $points } bodu za tah.
computer-level-measured-19 = Na 19x19: vyhrál { $won } z { $games }.
computer-rung-rated = Hodnocení { $elo } ± { $within } na vlastní stupnici žebříčku, z partií na 9x9.
computer-rung-below = Vyhrál { $won } z { $games } partií na 9x9 proti příčce { $below }.
computer-rung-gnugo = Na této stupnici má GNU Go 3.8 na úrovni 0 hodnocení { $elo0 } a na úrovni 10 { $elo10 }.
new-game-my-color = Moje barva
new-game-color-random = Náhodně
new-game-my-name = Moje jméno
ladder-at-my-level = Hrát na mé úrovni
