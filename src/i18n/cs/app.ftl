## Kostra aplikace, úvodní obrazovka a nastavení.

page-not-found = Tato stránka neexistuje.

home-tagline = Go pro dva hráče na jednom zařízení.
home-menu = Hlavní nabídka
home-new-game = Nová partie
home-play-computer = Hrát s počítačem
home-continue = Pokračovat
home-saved-games = Uložené partie
home-learn = Učit se
home-rules = Pravidla
home-settings = Nastavení

settings-title = Nastavení
settings-placing = Pokládání kamene
settings-placing-auto = Dvě klepnutí na dotykové obrazovce, jedno kliknutí myší
settings-placing-two-tap = Vždy dvě klepnutí (první ukáže kam)
settings-placing-one-tap = Vždy jedno klepnutí
settings-board = Deska
settings-coordinates = Zobrazit souřadnice
settings-forbidden-marks = Označit zakázané body křížkem
settings-atari-hint = Zakroužkovat skupiny v atari
settings-dead-suggestions = Při počítání počítač navrhne, které kameny jsou mrtvé
settings-hints = Nabízet rady počítače v každé hře
settings-move-numbers = Zobrazit čísla tahů
settings-face-to-face = Rozložení proti sobě pro tablet mezi dvěma hráči
settings-language = Jazyk
settings-language-auto = Automaticky (jazyk prohlížeče)
settings-look = Vzhled
settings-theme-system = Podle systému (světlé nebo tmavé)
settings-theme-light = Světlé
settings-theme-dark = Tmavé
settings-high-contrast = Vysoký kontrast
settings-done = Hotovo
settings-about = O aplikaci
settings-credit-network = Počítačový hráč: síť KataGo g170-b6c96 © David J Wu, licence MIT

settings-computer = Hra proti počítači
settings-takebacks = Povolit vracení tahů proti počítači
settings-adjust-level = Upravit úroveň po třech výhrách nebo prohrách v řadě
settings-offline-keep = Uložit počítačového hráče pro hru offline
settings-offline-fetching = Stahuje se počítačový hráč: { $done } z { $total } MB
settings-offline-ready = Připraveno pro hru offline ({ $size } MB).
settings-offline-not-kept = Prohlížeč počítačového hráče pro hru offline neuložil. Zkuste to za chvíli znovu.

part-loading = Načítá se…
part-failed-title = Tato část Tengenu se nenačetla
part-failed-body = V tomto zařízení ještě není a spojení selhalo. Vaše partie jsou v bezpečí. Zkontrolujte připojení a zkuste to znovu.
part-retry = Zkusit znovu
part-home = Domů
part-failed-inline = Část této obrazovky se nenačetla (v tomto zařízení ještě není a spojení selhalo).
