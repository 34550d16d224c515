## Stručná pravidla, cvičná partie a lekce.

## src/learn/guide.rs

learn-guide-board-title = Deska
learn-guide-board-body = Hraje se na bodech, kde se kříží čáry. Partie začíná na prázdné desce.
learn-guide-turns-title = Střídání tahů
learn-guide-turns-body = Černý táhne první, potom Bílý. V každém tahu položíš jeden kámen na prázdný bod. Kameny se nikdy nepřesouvají.
learn-guide-pass-title = Nebo pasuj
learn-guide-pass-body = Místo položení kamene můžeš pasovat. Tvůj tah tím končí a později můžeš hrát znovu.
learn-guide-capture-title = Zajetí
learn-guide-capture-body = Prázdné body vedle skupiny kamenů jsou její svobody. Obsaď poslední z nich a skupina zmizí z desky.
learn-guide-end-title = Konec
learn-guide-end-body = Když oba pasujete hned po sobě, hra se zastaví. Dohodněte se, které kameny nemohly uniknout, a odeberte je. Pokud se neshodnete, hrajte dál.
learn-guide-count-title = Počítání
learn-guide-count-body = Každý tvůj kámen na desce je jeden bod, stejně jako každý prázdný bod, který obklopují jen tvoje kameny.
learn-guide-komi-title = Komi
learn-guide-komi-body = Bílý táhl jako druhý, a proto dostává 7,5 bodu navíc, kterým se říká komi. Vyhrává vyšší součet; půl bodu vylučuje remízu.

## src/learn/lessons/basics.rs

learn-liberties-prompt = Klepni na každou svobodu označeného kamene: na prázdné body hned vedle něj.
learn-liberties-hint = Dívej se od kamene rovně nahoru, dolů, doleva a doprava. Body po úhlopříčce vynech.
learn-liberties-title = Svobody
learn-liberties-intro = Kámen dýchá skrz prázdné body, které s ním sousedí po čarách. To jsou jeho svobody.
learn-liberties-done-centre = Čtyři. Kámen ve volném prostoru má čtyři svobody.
learn-liberties-done-edge = Tři. Okraj desky jednu ubírá.
learn-liberties-success = Dvě v rohu. Čím méně svobod kámen má, tím snáz se dá zajmout.
learn-strings-title = Skupiny
learn-strings-intro = Kameny jedné barvy, které se dotýkají po čáře, tvoří skupinu. Skupina sdílí všechny jejich svobody.
learn-strings-prompt-tap = Klepni na každou svobodu označené skupiny.
learn-strings-hint-tap = Obejdi skupinu kámen po kameni a podívej se na každou stranu.
learn-strings-done-tap = Všechny nalezeny. Jeden bod se dotýká dvou kamenů.
learn-strings-prompt-count = Kolik svobod má tato skupina?
learn-strings-wrong-count = Počítej znovu. Bod, který sdílejí dva kameny, se počítá jen jednou.
learn-strings-hint-count = Spočítej body z předchozího kroku.
learn-strings-success = Sedm. Společná svoboda se počítá jednou, pro celou skupinu.
learn-atari-title = Atari
learn-atari-intro = Skupina, které zbývá jen jedna svoboda, je v atari. Další tah na tento bod ji zajme.
learn-atari-prompt-find = Jeden bílý kámen je v atari. Klepni na něj.
learn-atari-wrong-find = Tento kámen má ještě dvě svobody. Najdi ten, který má jen jednu.
learn-atari-other-find = Klepni na jeden z bílých kamenů.
learn-atari-hint-find = Spočítej prázdné body vedle každého bílého kamene.
learn-atari-done-find = Správně: volný je už jen bod nad ním.
learn-atari-prompt-play = Teď dej do atari druhý bílý kámen.
learn-atari-wrong-play = Tento tah by zajal první kámen. Tady vezmi svobodu označenému kameni.
learn-atari-other-play = Vezmi označenému kameni jednu z jeho dvou svobod.
learn-atari-hint-play = Označený kámen je volný nahoře a vlevo.
learn-atari-success = Atari! Pokud ho Bílý nezachrání, zajmeš ho dalším tahem.
learn-capture-title = Zajetí
learn-capture-intro = Obsaď poslední svobodu skupiny a skupina je zajata: zmizí z desky.
learn-capture-prompt-centre = Ve volném prostoru jsou k zajetí kamene potřeba čtyři kameny kolem něj. Tři už tam jsou. Zajmi označený kámen.
learn-capture-other-centre = Obsaď jediný volný sousední bod označeného kamene.
learn-capture-hint-centre = Volný bod je hned pod ním.
learn-capture-done-centre = Zajato čtyřmi kameny.
learn-capture-prompt-edge = Na okraji stačí tři kameny. Zajmi označený kámen.
learn-capture-other-edge = Okraj už jednu stranu blokuje. Obsaď poslední volný sousední bod.
learn-capture-hint-edge = Volný bod je hned nad ním.
learn-capture-done-edge = Zajato třemi kameny.
learn-capture-prompt-corner = V rohu stačí dva kameny. Zajmi označený kámen.
learn-capture-other-corner = Dva okraje ho už blokují. Obsaď jeho poslední volný sousední bod.
learn-capture-hint-corner = Volný bod je hned pod ním.
learn-capture-success = Čtyři ve volném prostoru, tři na okraji, dva v rohu.
learn-capture-two-title = Zajmi skupinu
learn-capture-two-intro = Dva bílé kameny vedle sebe tvoří skupinu se šesti svobodami. Pět z nich je už obsazeno.
learn-capture-two-prompt = Zajmi oba označené kameny jedním tahem.
learn-capture-two-other = Najdi jediný prázdný bod, který se ještě dotýká bílé skupiny.
learn-capture-two-hint = Podívej se pod pravý bílý kámen.
learn-capture-two-success = Šest černých kamenů kolem dvou bílých: oba zmizí z desky najednou.

## src/learn/lessons/counting.rs

learn-count-hint-numbers = Sečti čísla z otázky.
learn-count-area-title = Počítání plochy
learn-count-area-intro = Partie skončila a všechny kameny žijí. Při počítání plochy se počítá jeden bod za každý kámen na desce a za každý prázdný bod, který obklopuje.
learn-count-area-prompt-territory = Kolik prázdných bodů obklopuje Černý?
learn-count-area-wrong-territory = Počítej jen prázdné body uvnitř černých kamenů, nahoře.
learn-count-area-hint-territory = Pět na horním okraji, další tři hned pod nimi.
learn-count-area-prompt-black = Černý má na desce 35 kamenů. Kolik má Černý celkem?
learn-count-area-wrong-black = Kameny plus obklopené body: 35 a 8.
learn-count-area-prompt-white = Bílý má 27 kamenů a obklopuje 10 bodů. Za to, že táhl jako druhý, dostává navíc 7,5 bodu komi. Kolik má Bílý celkem?
learn-count-area-wrong-white = 27 kamenů, 10 bodů, pak přičti 7,5 komi.
learn-count-area-prompt-lead = 43 pro Černého, 44,5 pro Bílého. O kolik Bílý vyhrává?
learn-count-area-wrong-lead = Odečti 43 od 44,5.
learn-count-area-success = Bílý vyhrává o 1,5 bodu. Díky půlbodu nikdy nedojde k remíze.
learn-count-territory-title = Počítání území
learn-count-territory-intro = Některá pravidla počítají jen prázdné body, které obklopuješ. Tvoje kameny se nepočítají a každý tvůj ztracený kámen stojí bod.
learn-count-territory-prompt-black = Černý právě zajal bílý kámen. Kolik prázdných bodů obklopuje Černý?
learn-count-territory-wrong-black = Počítej jen prázdné body vlevo od černé zdi. Kameny se nepočítají.
learn-count-territory-hint-black = 21 bodů na straně Černého, na 4 z nich stojí černé kameny.
learn-count-territory-prompt-white = Bílý obklopuje 14 bodů a přišel o jeden kámen: minus 1. Komi je tu 6,5. Kolik má Bílý celkem?
learn-count-territory-wrong-white = 14 minus 1, pak přičti 6,5.
learn-count-territory-prompt-lead = 17 pro Černého, 19,5 pro Bílého. O kolik Bílý vyhrává?
learn-count-territory-wrong-lead = Odečti 17 od 19,5.
learn-count-territory-success = Bílý vyhrává o 2,5 bodu. Podle těchto pravidel tě každý ztracený kámen stojí bod.
learn-count-classic-title = Klasické počítání
learn-count-classic-intro = Klasická pravidla pro 9x9 sčítají tři věci: prázdné body, které obklopuješ, tvoje zajatce a jeden bod za každý pas soupeře. Bez komi.
learn-count-classic-prompt-black = Černý obklopuje 17 bodů, zajal 1 kámen a Bílý jednou pasoval. Kolik má Černý celkem?
learn-count-classic-wrong-black = 17 bodů, plus 1 zajatec, plus 1 za pas Bílého.
learn-count-classic-prompt-white = Bílý obklopuje 14 bodů, nic nezajal a Černý jednou pasoval. Kolik má Bílý celkem?
learn-count-classic-wrong-white = 14 bodů, plus 1 za pas Černého.
learn-count-classic-success = Černý vyhrává 19 ku 15. Tady každý pas dává soupeři bod.

## src/learn/lessons/finale.rs

learn-practice-title = Nácvik zajetí
learn-practice-intro = V rohu stojí bílý kámen. Má dva sousední body a na jednom z nich už stojí černý kámen.
learn-practice-prompt = Zahraj černým na druhý sousední bod bílého kamene a zajmi ho.
learn-practice-wrong-diagonal = Tento bod se bílého kamene dotýká jen šikmo. Vyber volný bod hned vedle něj.
learn-practice-other = Tam ne. Najdi jediný prázdný bod hned vedle bílého kamene.
learn-practice-hint = Podívej se hned nad bílý kámen.
learn-practice-success = Zajato! Bílému kameni nezůstal žádný prázdný sousední bod, a tak zmizí z desky. Teď se deska vyčistí a můžete hrát.
learn-first-capture-title = Kdo dřív zajme, vyhrává
learn-first-capture-intro = Hra pro dva na tomto zařízení. Střídejte se; kdo první zajme kámen, vyhrává. Dva pasy před prvním zajetím znamenají remízu.
learn-first-capture-prompt = Začíná Černý. Po každém tahu si zařízení předejte.
learn-first-capture-hint = Hledej skupinu v atari: svou, kterou zachráníš, nebo soupeřovu, kterou zajmeš.
learn-first-capture-success = Zajetí vyhrává! Teď už znáš pravidla. Dál: partie na první zajetí na desce 9×9, s kamarádem nebo s počítačem; potom skutečné partie, ve kterých vyhrává větší plocha.

## src/learn/lessons/life.rs

learn-two-eyes-title = Dvě oka
learn-two-eyes-intro = Skupina Bílého má dvě oka: dva oddělené prázdné body uvnitř.
learn-two-eyes-prompt-first = Zkus zahrát do označeného oka.
learn-two-eyes-other = Klepni na označené oko.
learn-two-eyes-hint-first = Označené oko je vlevo.
learn-two-eyes-done-first = Sebevražda: druhé oko drží Bílého naživu, takže k zajetí nedojde.
learn-two-eyes-prompt-second = A co druhé oko?
learn-two-eyes-hint-second = Označené oko je blízko dolního okraje.
learn-two-eyes-success = Ani jedno oko nejde zaplnit, a tak tuto skupinu nelze nikdy zajmout. Se dvěma oky skupina žije.
learn-false-eye-title = Falešné oko
learn-false-eye-intro = Zdá se, že Bílý má dvě oka. Spodní je ale falešné: dva bílé kameny na okraji jsou se skupinou spojené jen přes něj.
learn-false-eye-prompt-atari = Dej dva označené kameny zvenku do atari.
learn-false-eye-wrong-atari = Tento bod je obklíčený a tah sem nic nezajme. Útoč zvenku.
learn-false-eye-other-atari = Vezmi označeným kamenům jejich vnější svobodu.
learn-false-eye-hint-atari = Zahraj na okraji, vpravo od označených kamenů.
learn-false-eye-done-atari = Aby je zachránil, musel Bílý zaplnit vlastní oko.
learn-false-eye-prompt-capture = Bílému zbývá jedno oko a to je jeho poslední svoboda. Zajmi celou skupinu.
learn-false-eye-other-capture = Zahraj do posledního oka Bílého.
learn-false-eye-hint-capture = Klepni na označené oko.
learn-false-eye-success = Jedno skutečné oko nestačí. Aby skupina žila, potřebuje dvě skutečná oka.
learn-seki-title = Seki
learn-seki-intro = Tvoje skupina i skupina Bílého mají každá jedno oko a sdílejí ještě jednu svobodu.
learn-seki-prompt-attack = Zkus zaútočit na Bílého: zahraj na označený společný bod.
learn-seki-wrong-own-eye = To je tvoje vlastní oko. Zkus společný bod.
learn-seki-wrong-their-eye = Oko Bílého: dovnitř hrát nemůžeš.
learn-seki-other-attack = Klepni na označený společný bod.
learn-seki-hint-attack = Je na horním okraji, mezi oběma skupinami.
learn-seki-done-attack = Au. Tvé vlastní skupině tím zůstala jediná svoboda a Bílý ji zajal.
learn-seki-prompt-explain = Bílý by tam měl stejný problém. Proto na společný bod nehraje ani jedna strana a obě skupiny žijí. Společný bod nepatří nikomu.
learn-seki-success = To je seki: dvě skupiny žijí vedle sebe a ani jedna nemůže útočit.

## src/learn/lessons/rules.rs

learn-self-capture-title = Žádná sebevražda
learn-self-capture-intro = Nesmíš hrát tam, kde by tvůj kámen neměl žádnou svobodu, ledaže by tah něco zajal.
learn-self-capture-prompt-try = Zkus zahrát na označený bod mezi bílými kameny.
learn-self-capture-other-try = Klepni na označený bod.
learn-self-capture-hint-try = Označený bod je uprostřed čtyř bílých kamenů.
learn-self-capture-done-try = Není dovoleno: tvůj kámen by neměl žádnou svobodu a nic by nezajal.
learn-self-capture-prompt-capture = I označený rohový bod je obklíčený. Dva bílé kameny vedle něj ale nemají žádnou jinou svobodu. Zahraj tam.
learn-self-capture-wrong-capture = Tady je to pořád sebevražda: žádnému bílému kameni nedojdou svobody.
learn-self-capture-other-capture = Klepni na označený rohový bod.
learn-self-capture-hint-capture = Je to rohový bod vlevo dole.
learn-self-capture-success = Dovoleno! Zajaté kameny zmizí nejdřív a potom má tvůj kámen svobody.
learn-ko-title = Ko
learn-ko-intro = Bílý právě zajal jeden z tvých kamenů. Kdyby šlo hned zajmout zpátky, mohlo by to pokračovat donekonečna. Tomu brání pravidlo.
learn-ko-prompt-retake = Zajmi hned zpátky: zahraj na označený bod, kde stál tvůj kámen.
learn-ko-other-retake = Klepni na označený bod.
learn-ko-hint-retake = Tvůj kámen stál vpravo od bílého kamene, který ho právě zajal.
learn-ko-done-retake = Ještě ne: tím by se vrátila pozice z předchozího tahu. To je ko.
learn-ko-prompt-elsewhere = Nejdřív zahraj jinde. Dej označený bílý kámen do atari: Bílý musí odpovědět.
learn-ko-wrong-elsewhere = Pořád příliš brzy. Nejdřív zahraj jeden tah jinde.
learn-ko-other-elsewhere = Vezmi označenému kameni jednu z jeho dvou svobod.
learn-ko-hint-elsewhere = Označený kámen je volný nahoře a vlevo.
learn-ko-done-elsewhere = Bílý svůj kámen zachránil. Od zajetí se pozice na desce změnila.
learn-ko-prompt-take = Teď zajmi ko zpátky.
learn-ko-other-take = Zahraj na označený bod a zajmi bílý kámen.
learn-ko-hint-take = Stejný bod jako předtím.
learn-ko-success = Teď je to dovoleno. Dál musí Bílý zahrát jinde, než smí zajmout zpátky.
learn-passing-title = Pasování a konec
learn-passing-intro = Hranice jsou uzavřené. Kámen by tu jen zaplnil tvou vlastní plochu, a tak pasuješ.
learn-passing-prompt-pass = Klepni na „Pasovat“.
learn-passing-other-pass = Kámen tu není potřeba. Klepni raději na „Pasovat“.
learn-passing-hint-pass = Tlačítko „Pasovat“ je vedle desky.
learn-passing-done-pass = Bílý také pasoval. Dva pasy za sebou: hra se zastaví.
learn-passing-prompt-dead = Teď se dohodněte na mrtvých kamenech. Bílý kámen v tvé ploše nemůže uniknout. Klepni na něj a označ ho jako mrtvý.
learn-passing-wrong-white-wall = Bílá zeď je v bezpečí. Označ jen kameny, které nemohou uniknout.
learn-passing-wrong-black-wall = To je tvoje vlastní zeď a ta žije.
learn-passing-other-dead = Klepni na osamocený bílý kámen na tvé straně.
learn-passing-hint-dead = Je vlevo, mezi prázdnými body.
learn-passing-done-dead = Označeno. Až budete oba souhlasit, kámen zmizí z desky a spočítá se výsledek.
learn-passing-prompt-resume = Pokud se neshodnete, které kameny jsou mrtvé, hrajte raději dál: kdo pasoval první, táhne první. Rozhodněte to na desce a pak znovu pasujte.
learn-passing-success = Tak končí partie: dva pasy, dohoda o mrtvých kamenech, pak počítání.

## src/learn/text.rs

learn-common-diagonal = To je bod po úhlopříčce. Body po úhlopříčce nejsou svobody.
learn-common-occupied = Tam už stojí kámen. Svobody jsou prázdné body.
learn-common-liberty-found = Ano, svoboda.
learn-common-found-again = Tuhle už máš.
learn-common-not-touching = Tento bod se označených kamenů nedotýká. Hledej hned vedle nich.
learn-common-pick-number = Vyber jedno z čísel níže.
learn-common-read-on = Až to dočteš, klepni na „Pokračovat“.
learn-common-tap-board = Klepni na bod na desce.
learn-common-lesson-done = Tahle lekce je hotová. Pokračuj dál, nebo klepni na „Znovu“ a projdi ji ještě jednou.
learn-common-draw = Oba jste pasovali dřív, než došlo k zajetí: remíza. Pro novou hru klepni na „Znovu“.
learn-common-capture-wins = Zajetí! Kdo první zajme, vyhrává tuto hru.
learn-common-move-played = Teď je na tahu druhá strana.
learn-common-marked-dead = Označeno jako mrtvé.
learn-common-start-9x9 = Začít partii 9x9
learn-common-next-lesson = Další lekce
learn-common-diagonal-surround = Body po úhlopříčce nic neobklíčí. Obsaď poslední svobodu.
