## Obrazovka nastavení.

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
settings-board-look = Deska a kameny
settings-board-wood = Dřevo
settings-board-plain = Jednoduchá světlá deska
settings-board-contrast = Vysoký kontrast (silné čáry, obtažené kameny)
settings-sound = Zvuk a vibrace
settings-sounds = Zvuky kamenů
settings-vibration = Vibrovat, když táhne počítač (telefony)
settings-done = Hotovo
settings-about = O aplikaci
settings-credit-network = Počítačový hráč: síť KataGo g170-b6c96 © David J Wu, licence MIT
settings-computer = Hra proti počítači
settings-takebacks = Povolit vracení tahů proti počítači
settings-rate-takebacks = Hodnotit partie s vrácenými tahy
settings-rate-takebacks-why = Vypnuto: partie, ve které jste vrátili tah, vaše hodnocení nemění, protože už neukazuje, jak hrajete sami.
settings-mistakes = Upozorňovat na mé chyby
settings-mistakes-weak = Proti třem nejslabším úrovním
settings-mistakes-always = Vždy, i mezi dvěma lidmi
settings-mistakes-never = Nikdy
settings-offline-keep = Uložit počítačového hráče pro hru offline
settings-offline-fetching = Stahuje se počítačový hráč: { $done } z { $total } MB
settings-offline-ready = Připraveno pro hru offline ({ $size } MB).
settings-offline-not-kept = Prohlížeč počítačového hráče pro hru offline neuložil. Zkuste to za chvíli znovu.
settings-backup = Vaše partie v tomto zařízení
settings-backup-why = Tengen uchovává vše jen v tomto zařízení. Záložní soubor obsahuje všechno (partie, partie přes odkaz, úlohy a lekce, nastavení); obnovení zde nebo v jiném zařízení doplní, co chybí, a nikdy nepřepíše novější verzi starší.
settings-backup-make = Zálohovat vše
settings-backup-made = Záloha je uložena jako { $file }.
settings-backup-failed = Zálohu se nepodařilo vytvořit: { $why }
settings-restore = Obnovit ze záložního souboru
settings-restored = Obnoveno: { $what }.
settings-restored-games = { $count ->
    [one] { $count } partie
    [few] { $count } partie
    [many] { $count } partie
   *[other] { $count } partií
}
settings-restored-friend-games = { $count ->
    [one] { $count } partie přes odkaz
    [few] { $count } partie přes odkaz
    [many] { $count } partie přes odkaz
   *[other] { $count } partií přes odkaz
}
settings-restored-problem-progress = postup v úlohách
settings-restored-imports = { $count ->
    [one] { $count } importovaný soubor úloh
    [few] { $count } importované soubory úloh
    [many] { $count } importovaného souboru úloh
   *[other] { $count } importovaných souborů úloh
}
settings-restored-lessons = { $count ->
    [one] { $count } dokončená lekce
    [few] { $count } dokončené lekce
    [many] { $count } dokončené lekce
   *[other] { $count } dokončených lekcí
}
settings-restored-settings = nastavení
settings-restored-others = { $count ->
    [one] { $count } další hodnota (rozbor nebo odložená hodnota)
    [few] { $count } další hodnoty (rozbory, odložené hodnoty)
    [many] { $count } další hodnoty (rozbory, odložené hodnoty)
   *[other] { $count } dalších hodnot (rozbory, odložené hodnoty)
}
settings-restore-nothing = V tomto souboru není nic nového: vše z něj už tu je.
settings-restore-unreadable = { $count ->
    [one] { $count } hodnotu v souboru nešlo přečíst a byla vynechána.
    [few] { $count } hodnoty v souboru nešlo přečíst a byly vynechány.
    [many] { $count } hodnoty v souboru nešlo přečíst a byly vynechány.
   *[other] { $count } hodnot v souboru nešlo přečíst a byly vynechány.
}
settings-restore-refused = Prohlížeč obnovu v tomto místě zastavil: { $why }
settings-restore-cut-short = Tento záložní soubor je useknutý (přerušené stahování?). Nic nebylo obnoveno.
settings-restore-not-a-backup = Tento soubor není záloha Tengenu. Nic nebylo obnoveno.
settings-restore-newer = Tuto zálohu vytvořila novější verze Tengenu (formát { $format }): obnovte stránku, aby se aktualizovala, a pak zálohu obnovte. Nic nebylo obnoveno.
settings-restore-damaged = Tento záložní soubor je poškozený: jeho hodnoty nejsou takové, jaké Tengen zapisuje. Nic nebylo obnoveno.
settings-restore-unreadable-file = Soubor nešlo přečíst. Nic nebylo obnoveno.
settings-restore-too-large = Tento soubor je na zálohu Tengenu příliš velký ({ $size } MB). Nic nebylo obnoveno.
settings-storage-kept = Tento prohlížeč úložiště Tengenu uchovává: nemaže ho, aby uvolnil místo.
settings-storage-not-kept = Tento prohlížeč může úložiště Tengenu smazat, když v zařízení dochází místo: mějte zálohu.
settings-storage-unknown = Tento prohlížeč neříká, zda úložiště Tengenu uchovává: mějte zálohu.
settings-storage-home-screen = Na iPhonu a iPadu Safari maže úložiště webu, který několik týdnů nenavštívíte. Přidejte Tengen na plochu (Sdílet, pak „Přidat na plochu“), aby vaše partie zůstaly.
settings-restored-ladder = vaše hodnocení proti počítači
