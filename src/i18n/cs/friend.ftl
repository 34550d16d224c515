# Partie s přítelem na jiném zařízení, přes odkazy (src/ui/friend/).
friend-title = Přítel na jiném zařízení
friend-how = Každý tah putuje jako odkaz: po svém tahu ho pošli příteli libovolnou aplikací, nebo ať jeho telefon naskenuje QR kód. Nic nejde přes server.
friend-new-game = Nová partie s přítelem
friend-my-name = Tvé jméno
friend-their-name = Jméno přítele
friend-me = Já
friend-friend = Můj přítel
friend-my-colour = Tvá barva
friend-rules = Pravidla
friend-board = Deska
friend-days = Dní na tah (jen připomínka)
friend-days-none = Bez hodin
friend-days-n = { $days ->
    [one] 1 den
    [few] { $days } dny
   *[other] { $days } dní
}
friend-start = Začít a poslat pozvánku
friend-games = Tvé partie přes odkaz
friend-against = Proti { $name }
friend-your-turn = Jsi na tahu
friend-their-turn = Na tahu je { $name }: pošli odkaz
friend-open = Otevřít partii
friend-all = Všechny partie přes odkaz
friend-invited = { $name } tě zve k partii. Hraješ { $color }.
friend-accept = Hrát
friend-same = Tento odkaz už máš: partie je u tahu { $moves }.
friend-own = Tohle je tvůj vlastní odkaz: nic se nezměnilo.
friend-stale = Tento odkaz je starší než tvá partie: má tah { $link }, ty máš tah { $have }. Nic se nezměnilo.
friend-conflict = Tah { $at } v tomto odkazu není ten, který má toto zařízení. Nebyl převzat a nic se nezměnilo.
friend-link-not-a-game = Tento odkaz neobsahuje hratelnou partii.
friend-link-damaged = Tento odkaz je poškozený (zkrácený nebo změněný). Požádej přítele, ať ho pošle znovu.
friend-news-played = { $name } zahrál { $point } (tah { $number }).
friend-news-passed = { $name } pasoval (tah { $number }).
friend-news-resigned = { $name } se vzdal: vyhráváš.
friend-news-marked = { $name } označil { $points } jako mrtvé.
friend-news-unmarked = { $name } zrušil označení mrtvých u { $points }.
friend-news-accepts = { $name } přijímá počítání.
friend-news-resumed = { $name } chce hrát dál.
friend-news-agreed = { $name } přijal počítání: partie skončila.
friend-news-both-marked = { $name } označoval kameny současně s tebou: označení vás obou zůstávají. Zkontroluj je a přijmi znovu.
friend-your-turn-now = Jsi na tahu.
friend-stale-accepted = Tento odkaz je starší než tvá partie: přítel mezitím přijal počítání. Nic se nezměnilo.
friend-qr-too-long = Tento odkaz je na QR kód příliš dlouhý: zkopíruj ho nebo ho sdílej.
friend-your-move = Jsi na tahu ({ $color })
friend-marks = Oba pasovali: ťukni na mrtvé kameny a přijmi označení (nebo hraj dál).
friend-marks-sent = Tvé označení je odesláno: čeká se, až ho { $name } přijme.
friend-days-reminder = { $days ->
    [one] Jeden den na tah: jen připomínka, nikdo neprohraje na čas.
    [few] { $days } dny na tah: jen připomínka, nikdo neprohraje na čas.
   *[other] { $days } dní na tah: jen připomínka, nikdo neprohraje na čas.
}
friend-accept-marks = Přijmout označení
friend-resume = Hrát dál
friend-send = Poslat tah
friend-send-how = Pošli příteli tento odkaz, nebo ať jeho telefon naskenuje kód:
friend-link = Odkaz na partii
friend-copy = Zkopírovat odkaz
friend-copied = Odkaz je zkopírován: vlož ho do zprávy příteli.
friend-copy-refused = Tento prohlížeč kopírování nedovolil: označ odkaz a zkopíruj ho.
friend-share = Sdílet…
friend-share-title = Naše partie go
friend-qr = Naskenuj fotoaparátem druhého telefonu.
friend-qr-label = Odkaz na partii jako QR kód
friend-rules-line = { $rules }, komi { $komi }
friend-komi-line = Komi { $komi }
friend-kept-damaged = Tato partie je v tomto zařízení uložena poškozená: Uložené partie ji uchovávají k exportu nebo smazání. Nic se nezměnilo.
