## Učit se → Úlohy: nabídka a obrazovka úlohy.

## src/ui/learn/mod.rs

problems-open = Otevřít úlohy

## src/ui/learn/problems/mod.rs

problems-title = Úlohy
problems-tagline = Procvič si, co ukázaly lekce: zajmout, uniknout, žebřík, síť a souboj o svobody, pak život a smrt a boje ze skutečných partií. Každá úloha má jedinou správnou odpověď.
problems-rating = Tvůj rating: { $rating } (± { $deviation })
problems-solved-count = vyřešeno { $solved } / { $total }
problems-next-for-me = Další úloha pro mě
problems-all-solved = Vyřešil(a) jsi tu všechny úlohy.
problems-levels = Podle úrovně
problems-level-solved = vyřešeno { $solved } / { $total }
problems-mine = Moje úlohy
problems-mine-none = Zatím tu nejsou žádné úlohy. Tvoje vlastní chyby se sem dostanou jako úlohy z přehrání partie („Udělat úlohy z mých chyb“). Soubor s úlohami SGF z jiné sbírky se tu hraje stejně: odpovědí jsou tahy, které označuje jako správné (TE, „Correct“, „RIGHT“), jinak jeho hlavní varianta.
problems-import = Importovat soubor s úlohami SGF
problems-play = Hrát
problems-remove = Odebrat
problems-remove-named = Odebrat { $name }
problems-import-done = { $count ->
        [one] Z { $name } byla importována jedna úloha.
        [few] Z { $name } byly importovány { $count } úlohy.
       *[other] Z { $name } bylo importováno { $count } úloh.
    }
problems-import-unreadable-file = { $name } nejde přečíst.
problems-import-too-large = { $name } je příliš velký, aby se tu dal uložit ({ $kb } KB; nejvýš { $max } KB).
problems-import-empty = { $name } neobsahuje žádnou úlohu.
problems-import-unreadable = { $name } nejde přečíst jako úlohy. { $reason }
problems-error-in-problem = Úloha { $number }: { $what }
problems-error-no-stones = Na desce nejsou kameny: není co řešit.
problems-error-move-in-root = První uzel obsahuje tah: úloha začíná pozicí.
problems-error-setup = Pozici nejde sestavit. ({ $detail })
problems-error-setup-after = Po { $after } se přidávají nebo odebírají kameny: po výchozí pozici smějí následovat jen tahy.
problems-error-setup-first = Před prvním tahem se přidávají nebo odebírají kameny: po výchozí pozici smějí následovat jen tahy.
problems-setup-off-board = Kámen ({ $color }) na { $point } leží mimo desku.
problems-setup-occupied = Kámen ({ $color }) na { $point } leží na jiném kameni.
problems-setup-takes = Kámen ({ $color }) na { $point } bere sousedním kamenům poslední svobodu.
problems-setup-no-liberty = Kameny na { $point } nemají žádnou svobodu.
problems-error-move = Tah nejde zahrát. ({ $detail })
problems-error-too-big = Strom řešení je příliš velký.
problems-error-data = Údaje úlohy nejdou přečíst. ({ $detail })
problems-delete-progress = Smazat můj postup
problems-delete-question = Smazat vyřešené úlohy a tvůj rating na tomto zařízení? Importované úlohy zůstanou.
problems-delete-yes = Smazat
problems-cancel = Zrušit
problems-deleted = Tvůj postup je smazán.

## src/ui/learn/problems/words.rs

problems-task-capture = Na tahu je { $color }: zajmi označené kameny.
problems-task-save = Na tahu je { $color }: zachraň označené kameny.
problems-task-best = Na tahu je { $color }: najdi nejlepší tah.
problems-task-danger = Na tahu je { $color }: zachraň ohrožené kameny.
problems-task-life = Na tahu je { $color }: najdi tah, který rozhodne o životě skupiny.
problems-task-cut = Na tahu je { $color }: najdi rozhodující přerušení nebo spojení.
problems-task-endgame = Na tahu je { $color }: najdi největší tah.
problems-task-captures = Na tahu je { $color }: najdi tah, který zajme kameny.
problems-category-capture-in-one = Zajmutí jedním tahem
problems-category-atari = Atari ze správné strany
problems-category-ladder = Žebřík
problems-category-net = Síť
problems-category-snapback = Past (snapback)
problems-category-capturing-race = Souboj o svobody
problems-category-connect-to-save = Spojit a zachránit
problems-category-escape = Útěk
problems-category-life-and-death = Život a smrt
problems-category-cut-or-connect = Odříznout nebo spojit
problems-category-endgame = Koncovka
problems-level = Úroveň { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color } hraje jinde
problems-move-captures = { $what } (zajímá { $count ->
        [one] kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    })
problems-why-joins = { $color } uniká: kameny na { $point } se spojí s kamenem na { $stone } a mají { $liberties ->
        [one] jednu svobodu
        [few] { $liberties } svobody
       *[other] { $liberties } svobod
    }.
problems-why-escapes = { $color } uniká: kameny na { $point } mají { $liberties ->
        [one] jednu svobodu
        [few] { $liberties } svobody
       *[other] { $liberties } svobod
    }.
problems-why-captured = { $color } zajímá tvé kameny na { $point } ({ $count ->
        [one] jeden kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }).
problems-why-trapped = Tvé kameny na { $point } nemohou uniknout: { $liberties ->
        [one] zbývá jedna svoboda
        [few] zbývají { $liberties } svobody
       *[other] zbývá { $liberties } svobod
    } a další tah je zajme.
problems-why-loses = { $color } zajímá { $count ->
        [one] jeden tvůj kámen
        [few] { $count } tvé kameny
       *[other] { $count } tvých kamenů
    }.
problems-why-refuted = { $color } odpoví a tvůj tah nefunguje.
problems-why-not-the-answer = To není odpověď.
problems-solved-safe = Tvé kameny jsou v bezpečí: { $liberties ->
        [one] jedna svoboda
        [few] { $liberties } svobody
       *[other] { $liberties } svobod
    }.
problems-solved-captured = Zajal(a) jsi { $count ->
        [one] jeden kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }.
problems-solved-plain = Úloha je vyřešena.
problems-right = Správně
problems-solved = Vyřešeno
problems-wrong = Špatně
problems-answer = Odpověď
problems-first-try = Napoprvé!
problems-your-move = Jsi na tahu: hraje { $color }.
problems-hint-area = Podívej se do označené oblasti.
problems-hint-move = Zahraj na označený bod.
problems-file-says = Soubor říká: { $comment }

## src/ui/learn/problems/player.rs

problems-not-found = Tato úloha tu není
problems-not-found-body = Možná byla odebrána spolu se svým importovaným souborem.
problems-broken = Pozici této úlohy nejde sestavit: { $reason }
problems-back = ‹ Úlohy
problems-board = Úloha { $name }, deska { $size } × { $size }
problems-rating-change = Rating { $change }: nyní { $rating }.
problems-source = { $source }
problems-source-tengen = Vytvořeno pro Tengen a ověřeno jeho taktickým čtením.
problems-source-tengen-life = Vytvořeno pro Tengen a ověřeno jeho čtením života a smrti.
problems-source-game = Z partie „{ $game }“, tah { $number }.
problems-source-review = Otevřít přehrání partie
problems-mistake-title = Tvůj tah { $number }
problems-try-again = Zkusit znovu
problems-show-answer = Ukázat odpověď
problems-next = Další úloha
problems-hint = Nápověda
problems-restart = Od začátku
problems-skip = Přeskočit

## src/ui/learn/problems/rush.rs and the problem of the day

problems-daily = Úloha dne
problems-daily-about = Dnes stejná úloha pro všechny, každý den nová.
problems-rush = Sprint
problems-rush-about = Tři minuty úloh, každá o trochu těžší než předchozí. Po třech chybách je konec.
problems-rush-start = Začít sprint
problems-rush-best = Tvůj nejlepší sprint: vyřešeno { $best }
problems-rush-no-best = Zatím žádný sprint.
problems-rush-time = Zbývá: { $time }
problems-rush-score = Vyřešeno: { $solved }
problems-rush-mistakes = Chyby: { $mistakes } ze { $most }
problems-rush-right = Správně. Vyřešeno: { $solved }.
problems-rush-wrong = Špatně: chyba { $mistakes } ze { $most }.
problems-rush-over-mistakes = Tři chyby: sprint skončil. Vyřešeno: { $solved }.
problems-rush-over-time = Čas vypršel. Vyřešeno: { $solved }.
problems-rush-over-all = Všechny úlohy sprintu jsou za tebou. Vyřešeno: { $solved }.
problems-rush-new-best = Nový rekord!
problems-rush-again = Další sprint

## Co tah dělá, podle faktů dodávaných úloh: "-you" pro vlastní tah, "-them" pro tah
## soupeře ($color a $point: kdo kam táhl).
problems-fact-captures-you = Zajmeš { $count ->
        [one] kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    } na { $at }.
problems-fact-captures-them = { $color } zajme { $count ->
        [one] tvůj kámen
        [few] { $count } tvé kameny
       *[other] { $count } tvých kamenů
    } na { $at }.
problems-fact-atari-you = Atari: { $count ->
        [one] kámen na { $at } má
       *[other] kameny na { $at } ({ $count }) mají
    } už jen jednu svobodu.
problems-fact-atari-them = { $color } ti dává atari: { $count ->
        [one] tvůj kámen na { $at } má
       *[other] tvé kameny na { $at } ({ $count }) mají
    } už jen jednu svobodu.
problems-fact-joins-you = Spojíš { $strings } skupiny v jednu: { $count ->
        [one] jeden kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }, svobod { $liberties }.
problems-fact-joins-them = { $color } se spojí na { $point }: { $count ->
        [one] jeden kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }, svobod { $liberties }.
problems-fact-cuts-you = Rozdělíš soupeřovy kameny.
problems-fact-cuts-them = { $color } odřízne na { $point }: tvé kameny jsou rozdělené.
problems-fact-eye-you = Uděláš oko na { $at }.
problems-fact-eye-them = { $color } udělá oko na { $at }.
problems-fact-vital-you = Zabereš klíčový bod: právě sem soupeř odpovídá na špatný tah.
problems-fact-vital-them = { $color } zabere klíčový bod na { $point }.
problems-fact-fills-you = Vezmeš kamenům na { $at } svobodu: zbývá { $liberties }.
problems-fact-fills-them = { $color } vezme tvým kamenům na { $at } svobodu: zbývá { $liberties }.
problems-fact-extends-you = Tvé kameny se dostanou ven: svobod { $liberties }.
problems-fact-extends-them = { $color } se dostane ven na { $point }: svobod { $liberties }.
problems-fact-liberties-you = Tvé kameny tady mají svobod: { $liberties }.
problems-fact-liberties-them = { $color } odpoví na { $point }: ty kameny mají svobod: { $liberties }.
problems-fact-ladder = Žebřík: atari za atari a kameny neutečou.
problems-fact-net = Síť: kameny jsou volně obklíčené a nedostanou se ven.
problems-fact-snapback = Vhoz, který soupeř musí vzít, a ty pak vezmeš zpátky víc: past (snapback).
problems-fact-throw-in = Vhoz: obětovaný kámen, který zkazí oko nebo svobodu.
problems-fact-loses = V této variantě přijdeš o { $count ->
        [one] kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }.
problems-fact-margin-right = Hledání ho hodnotí o { $points } bodů a { $percent } % šance na výhru výš než nejlákavější špatný tah.
problems-fact-margin-wrong = Hledání: ztrácí { $points } bodů a { $percent } % šance na výhru proti správné odpovědi.
