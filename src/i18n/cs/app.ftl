## Kostra aplikace, úvodní obrazovka a upozornění, která může ukázat každá obrazovka.

page-not-found = Tato stránka neexistuje.

home-tagline = Go ve dvou na jednom zařízení, s přítelem na jiném telefonu nebo proti počítači — s lekcemi a úlohami. Funguje offline.
home-menu = Hlavní nabídka
home-new-game = Nová partie
home-play-computer = Hrát s počítačem
home-continue = Pokračovat
home-saved-games = Uložené partie
home-learn = Učit se
home-daily = Úloha dne
home-rules = Pravidla
home-settings = Nastavení

part-loading = Načítá se…
part-failed-title = Tato část Tengenu se nenačetla
part-failed-body = V tomto zařízení ještě není a spojení selhalo. Vaše partie jsou v bezpečí. Zkontrolujte připojení a zkuste to znovu.
part-retry = Zkusit znovu
part-home = Domů
part-failed-inline = Část této obrazovky se nenačetla (v tomto zařízení ještě není a spojení selhalo).

## Upozornění úložiště a poškozené uložené partie, které může ukázat každá obrazovka.

storage-full = Úložiště prohlížeče je plné: smažte dokončené partie, aby se tato mohla uložit.
storage-unavailable = Tento prohlížeč nepovoluje ukládání (anonymní režim nebo vypnuté úložiště): hrát můžete, ale partie se neuchovají.
storage-other = Prohlížeč nemohl uložit: { $detail }
storage-changed-in-another-tab = Tato partie byla změněna na jiné kartě: načítá se novější verze.
storage-newer-version = Tato partie byla uložena novější verzí Tengenu (formát { $format }) a nepřepíše se.
storage-does-not-replay = Partii nelze uložit: { $detail }
storage-stored-copy-damaged = Partii nelze uložit: kopie uložená v tomto zařízení nejde otevřít a nic se přes ni nepřepíše.
storage-no-id = Partii nelze uložit: nemá žádné ID.
storage-not-saved = Neuloženo: { $reason } Můžete hrát dál a partii exportovat.
home-at-my-level = Hrát na mé úrovni
ladder-home-rating = Vaše hodnocení proti počítači: { $rating } ± { $deviation } po { $games ->
    [one] jedné partii
   *[other] { $games } partiích
}.
