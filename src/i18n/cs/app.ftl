## Kostra aplikace, úvodní obrazovka a upozornění, která může ukázat každá obrazovka.

page-not-found = Tato stránka neexistuje.

home-tagline = Go ve dvou na jednom zařízení, s přítelem na jiném telefonu nebo proti počítači — s lekcemi a úlohami. Funguje offline.
home-menu = Hlavní nabídka
home-new-game = Nová partie
home-play-computer = Hrát s počítačem
home-continue = Pokračovat
home-saved-games = Uložené partie
home-learn = Učit se
home-rules = Pravidla
home-settings = Nastavení

part-loading = Načítá se…
part-failed-title = Tato část Tengenu se nenačetla
part-failed-body = V tomto zařízení ještě není a spojení selhalo. Vaše partie jsou v bezpečí. Zkontrolujte připojení a zkuste to znovu.
part-retry = Zkusit znovu
part-home = Domů
part-failed-inline = Část této obrazovky se nenačetla (v tomto zařízení ještě není a spojení selhalo).

## Upozornění úložiště a poškozené uložené partie, které může ukázat každá obrazovka.

saved-damaged-not-json = Uložený text je poškozený ({ $detail }).
saved-damaged-incomplete = Uložená partie je neúplná ({ $detail }).
saved-damaged-newer-version = Poškozeno: zapsáno novější verzí Tengenu (formát { $format }); pro otevření aktualizujte tuto stránku.
saved-undo = Zpět
storage-full = Úložiště prohlížeče je plné: smažte dokončené partie, aby se tato mohla uložit.
storage-unavailable = Tento prohlížeč nepovoluje ukládání (anonymní režim nebo vypnuté úložiště): hrát můžete, ale partie se neuchovají.
storage-other = Prohlížeč nemohl uložit: { $detail }
storage-changed-in-another-tab = Tato partie byla změněna na jiné kartě: načítá se novější verze.
storage-newer-version = Tato partie byla uložena novější verzí Tengenu (formát { $format }) a nepřepíše se.
storage-does-not-replay = Partii nelze uložit: { $detail }
storage-no-id = Partii nelze uložit: nemá žádné ID.
storage-not-saved = Neuloženo: { $reason } Můžete hrát dál a partii exportovat.
saved-kept-again = Partie je na tomto zařízení znovu uložena.
storage-value-settings = Vaše nastavení
storage-value-streak = Série úrovní
storage-value-learn-progress = Váš postup v lekcích
storage-value-problems-progress = Váš postup v úlohách
storage-value-imports = Vaše importované úlohy
storage-value-friend-list = Seznam partií přes odkaz
storage-value-other = Hodnota uložená v tomto zařízení
storage-why-cut-short = text je useknutý
storage-why-not-its-format = text není ve svém formátu
storage-why-shape = část textu chybí nebo je nesprávného druhu
storage-why-absurd = čísla v něm nemohou být správně
storage-why-newer = zapsala ho novější verze Tengenu
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
