## Die Kurzanleitung, die Übungspartie und die Lektionen.

## src/learn/guide.rs

learn-guide-board-title = Das Brett
learn-guide-board-body = Gespielt wird auf den Punkten, an denen sich die Linien kreuzen. Die Partie beginnt auf einem leeren Brett.
learn-guide-turns-title = Abwechselnd ziehen
learn-guide-turns-body = Schwarz zieht zuerst, dann Weiß. In jedem Zug setzt du einen Stein auf einen leeren Punkt. Steine werden nie verschoben.
learn-guide-pass-title = Oder passen
learn-guide-pass-body = Statt einen Stein zu setzen, darfst du passen. Dein Zug ist vorbei, und später kannst du wieder spielen.
learn-guide-capture-title = Schlagen
learn-guide-capture-body = Die leeren Punkte neben einer Kette von Steinen sind ihre Freiheiten. Besetze die letzte, und die Kette wird vom Brett genommen.
learn-guide-end-title = Das Ende
learn-guide-end-body = Wenn beide direkt nacheinander passen, endet das Spiel. Einigt euch, welche Steine nicht entkommen konnten, und nehmt sie vom Brett. Seid ihr uneins, spielt weiter.
learn-guide-count-title = Zählen
learn-guide-count-body = Jeder deiner Steine auf dem Brett zählt einen Punkt, ebenso jeder leere Punkt, den nur deine Steine umgeben.
learn-guide-komi-title = Komi
learn-guide-komi-body = Weiß zieht als Zweites und bekommt dafür 7,5 Extrapunkte, das Komi. Die höhere Summe gewinnt; der halbe Punkt schließt ein Unentschieden aus.

## src/learn/lessons/basics.rs

learn-liberties-prompt = Tippe auf jede Freiheit des markierten Steins: die leeren Punkte direkt daneben.
learn-liberties-hint = Schau vom Stein aus gerade nach oben, unten, links und rechts. Die Ecken dazwischen zählen nicht.
learn-liberties-title = Freiheiten
learn-liberties-intro = Ein Stein atmet durch die leeren Punkte, die entlang der Linien an ihn grenzen. Das sind seine Freiheiten.
learn-liberties-done-centre = Vier. Ein Stein im freien Feld hat vier Freiheiten.
learn-liberties-done-edge = Drei. Der Brettrand nimmt eine weg.
learn-liberties-success = Zwei in der Ecke. Je weniger Freiheiten ein Stein hat, desto leichter ist er zu schlagen.
learn-strings-title = Ketten
learn-strings-intro = Steine einer Farbe, die sich entlang einer Linie berühren, bilden eine Kette. Die Kette teilt sich alle ihre Freiheiten.
learn-strings-prompt-tap = Tippe auf jede Freiheit der markierten Kette.
learn-strings-hint-tap = Geh Stein für Stein um die Kette herum und schau auf jede Seite.
learn-strings-done-tap = Alle gefunden. Ein Punkt berührt zwei der Steine.
learn-strings-prompt-count = Wie viele Freiheiten hat die Kette?
learn-strings-wrong-count = Zähl noch einmal. Ein Punkt, den zwei Steine teilen, zählt nur einmal.
learn-strings-hint-count = Zähle die Punkte, auf die du gerade getippt hast.
learn-strings-success = Sieben. Eine gemeinsame Freiheit zählt einmal, für die ganze Kette.
learn-atari-title = Atari
learn-atari-intro = Eine Kette mit nur noch einer Freiheit steht im Atari. Der nächste Zug dort schlägt sie.
learn-atari-prompt-find = Ein weißer Stein steht im Atari. Tippe auf ihn.
learn-atari-wrong-find = Dieser Stein hat noch zwei Freiheiten. Finde den mit nur einer Freiheit.
learn-atari-other-find = Tippe auf einen der weißen Steine.
learn-atari-hint-find = Zähle die leeren Punkte neben jedem weißen Stein.
learn-atari-done-find = Richtig: Nur der Punkt darüber ist noch frei.
learn-atari-prompt-play = Setze jetzt den anderen weißen Stein ins Atari.
learn-atari-wrong-play = Damit würdest du den ersten Stein schlagen. Nimm hier dem markierten Stein eine Freiheit.
learn-atari-other-play = Nimm dem markierten Stein eine seiner beiden Freiheiten.
learn-atari-hint-play = Der markierte Stein ist oben und links frei.
learn-atari-success = Atari! Wenn Weiß ihn nicht rettet, schlägst du ihn im nächsten Zug.
learn-capture-title = Schlagen
learn-capture-intro = Besetze die letzte Freiheit einer Kette, und sie ist geschlagen: Sie wird vom Brett genommen.
learn-capture-prompt-centre = Im freien Feld braucht man vier Steine rund um einen Stein. Drei stehen schon da. Schlage den markierten Stein.
learn-capture-other-centre = Besetze den einen freien Nachbarpunkt des markierten Steins.
learn-capture-hint-centre = Der freie Punkt liegt direkt darunter.
learn-capture-done-centre = Mit vier Steinen geschlagen.
learn-capture-prompt-edge = Am Rand reichen drei Steine. Schlage den markierten Stein.
learn-capture-other-edge = Der Rand versperrt schon eine Seite. Besetze den letzten freien Nachbarpunkt.
learn-capture-hint-edge = Der freie Punkt liegt direkt darüber.
learn-capture-done-edge = Mit drei Steinen geschlagen.
learn-capture-prompt-corner = In der Ecke genügen zwei Steine. Schlage den markierten Stein.
learn-capture-other-corner = Zwei Ränder versperren ihn schon. Besetze seinen letzten freien Nachbarpunkt.
learn-capture-hint-corner = Der freie Punkt liegt direkt darunter.
learn-capture-success = Vier im freien Feld, drei am Rand, zwei in der Ecke.
learn-capture-two-title = Eine Kette schlagen
learn-capture-two-intro = Zwei weiße Steine nebeneinander bilden eine Kette mit sechs Freiheiten. Fünf davon sind schon besetzt.
learn-capture-two-prompt = Schlage beide markierten Steine mit einem Zug.
learn-capture-two-other = Finde den einen leeren Punkt, der die weiße Kette noch berührt.
learn-capture-two-hint = Schau unter den rechten weißen Stein.
learn-capture-two-success = Sechs schwarze Steine um zwei weiße: Beide werden zusammen vom Brett genommen.

## src/learn/lessons/counting.rs

learn-count-hint-numbers = Zähle die Zahlen in der Frage zusammen.
learn-count-area-title = Flächenzählung
learn-count-area-intro = Die Partie ist vorbei, und alle Steine leben. Bei der Flächenzählung zählt jeder Stein auf dem Brett und jeder leere Punkt, den er umgibt, einen Punkt.
learn-count-area-prompt-territory = Wie viele leere Punkte umgibt Schwarz?
learn-count-area-wrong-territory = Zähle nur die leeren Punkte innerhalb der schwarzen Steine, oben.
learn-count-area-hint-territory = Fünf am oberen Rand, drei weitere direkt darunter.
learn-count-area-prompt-black = Schwarz hat 35 Steine auf dem Brett. Wie viele Punkte hat Schwarz insgesamt?
learn-count-area-wrong-black = Steine plus umgebene Punkte: 35 und 8.
learn-count-area-prompt-white = Weiß hat 27 Steine und umgibt 10 Punkte. Außerdem bekommt Weiß 7,5 Komi als Ausgleich für den zweiten Zug. Wie viele Punkte hat Weiß insgesamt?
learn-count-area-wrong-white = 27 Steine, 10 Punkte, dann die 7,5 Komi dazu.
learn-count-area-prompt-lead = 43 für Schwarz, 44,5 für Weiß. Mit wie vielen Punkten gewinnt Weiß?
learn-count-area-wrong-lead = Ziehe 43 von 44,5 ab.
learn-count-area-success = Weiß gewinnt mit 1,5 Punkten. Dank des halben Punkts gibt es nie ein Unentschieden.
learn-count-territory-title = Gebietszählung
learn-count-territory-intro = Manche Regeln zählen nur die leeren Punkte, die du umgibst. Deine Steine zählen nicht, und jeder Stein, den du verloren hast, kostet einen Punkt.
learn-count-territory-prompt-black = Schwarz hat gerade einen weißen Stein geschlagen. Wie viele leere Punkte umgibt Schwarz?
learn-count-territory-wrong-black = Zähle nur die leeren Punkte links von der schwarzen Mauer. Steine zählen nicht.
learn-count-territory-hint-black = 21 Punkte auf der schwarzen Seite, auf 4 davon stehen schwarze Steine.
learn-count-territory-prompt-white = Weiß umgibt 14 Punkte und hat einen Stein verloren: minus 1. Das Komi beträgt hier 6,5. Wie viele Punkte hat Weiß insgesamt?
learn-count-territory-wrong-white = 14 minus 1, dann 6,5 dazu.
learn-count-territory-prompt-lead = 17 für Schwarz, 19,5 für Weiß. Mit wie vielen Punkten gewinnt Weiß?
learn-count-territory-wrong-lead = Ziehe 17 von 19,5 ab.
learn-count-territory-success = Weiß gewinnt mit 2,5 Punkten. Nach diesen Regeln kostet dich jeder verlorene Stein einen Punkt.
learn-count-classic-title = Die klassische Zählung
learn-count-classic-intro = Die klassischen 9x9-Regeln zählen dreierlei zusammen: die leeren Punkte, die du umgibst, die Steine, die du geschlagen hast, und einen Punkt für jedes Passen deines Gegners. Kein Komi.
learn-count-classic-prompt-black = Schwarz umgibt 17 Punkte, hat 1 Stein geschlagen, und Weiß hat einmal gepasst. Wie viele Punkte hat Schwarz insgesamt?
learn-count-classic-wrong-black = 17 Punkte, plus 1 Gefangener, plus 1 für das Passen von Weiß.
learn-count-classic-prompt-white = Weiß umgibt 14 Punkte, hat nichts geschlagen, und Schwarz hat einmal gepasst. Wie viele Punkte hat Weiß insgesamt?
learn-count-classic-wrong-white = 14 Punkte, plus 1 für das Passen von Schwarz.
learn-count-classic-success = Schwarz gewinnt 19 zu 15. Hier schenkt jedes Passen dem Gegner einen Punkt.

## src/learn/lessons/finale.rs

learn-practice-title = Schlagen üben
learn-practice-intro = In der Ecke steht ein weißer Stein. Er hat zwei Nachbarpunkte, und auf einem davon steht Schwarz.
learn-practice-prompt = Setze Schwarz auf den anderen Nachbarpunkt des weißen Steins, um ihn zu schlagen.
learn-practice-wrong-diagonal = Dieser Punkt berührt den weißen Stein nur über Eck. Nimm den freien Punkt direkt daneben.
learn-practice-other = Nicht dort. Finde den einen leeren Punkt direkt neben dem weißen Stein.
learn-practice-hint = Schau direkt über den weißen Stein.
learn-practice-success = Geschlagen! Der weiße Stein hatte keinen leeren Nachbarpunkt mehr, also kommt er vom Brett. Jetzt wird das Brett geleert, und ihr könnt spielen.
learn-first-capture-title = Wer zuerst schlägt, gewinnt
learn-first-capture-intro = Ein Spiel für zwei an diesem Gerät. Zieht abwechselnd; wer zuerst schlägt, gewinnt. Passen beide, bevor geschlagen wurde, ist es unentschieden.
learn-first-capture-prompt = Schwarz beginnt. Gebt das Gerät nach jedem Zug weiter.
learn-first-capture-hint = Such eine Kette im Atari: deine zum Retten oder die des Gegners zum Schlagen.
learn-first-capture-success = Geschlagen – gewonnen! Jetzt kennst du die Regeln. Als Nächstes: eine Partie „Wer zuerst schlägt“ auf 9×9, mit einem Freund oder dem Computer; danach echte Partien, in denen die größere Fläche gewinnt.

## src/learn/lessons/life.rs

learn-two-eyes-title = Zwei Augen
learn-two-eyes-intro = Die weiße Gruppe hat zwei Augen: zwei getrennte leere Punkte in ihrem Inneren.
learn-two-eyes-prompt-first = Versuche, in das markierte Auge zu setzen.
learn-two-eyes-other = Tippe auf das markierte Auge.
learn-two-eyes-hint-first = Das markierte Auge liegt links.
learn-two-eyes-done-first = Selbstmord: Das andere Auge hält Weiß am Leben, also wird nichts geschlagen.
learn-two-eyes-prompt-second = Und das andere Auge?
learn-two-eyes-hint-second = Das markierte Auge liegt nahe am unteren Rand.
learn-two-eyes-success = Keines der Augen lässt sich besetzen, also kann diese Gruppe nie geschlagen werden. Mit zwei Augen lebt eine Gruppe.
learn-false-eye-title = Ein falsches Auge
learn-false-eye-intro = Weiß scheint zwei Augen zu haben. Aber das untere ist falsch: Die beiden weißen Steine am Rand hängen nur über dieses Auge mit der Gruppe zusammen.
learn-false-eye-prompt-atari = Setze die beiden markierten Steine von außen ins Atari.
learn-false-eye-wrong-atari = Dieser Punkt ist umzingelt und schlägt nichts. Greif von außen an.
learn-false-eye-other-atari = Nimm den markierten Steinen ihre Freiheit außen.
learn-false-eye-hint-atari = Spiel am Rand, rechts von den markierten Steinen.
learn-false-eye-done-atari = Um sie zu retten, musste Weiß sein eigenes Auge füllen.
learn-false-eye-prompt-capture = Weiß hat nur noch ein Auge, und das ist seine letzte Freiheit. Schlage die ganze Gruppe.
learn-false-eye-other-capture = Setze in das letzte Auge von Weiß.
learn-false-eye-hint-capture = Tippe auf das markierte Auge.
learn-false-eye-success = Ein echtes Auge reicht nicht. Eine Gruppe braucht zwei echte Augen, um zu leben.
learn-seki-title = Seki
learn-seki-intro = Deine Gruppe und die weiße Gruppe haben je ein Auge und teilen sich eine weitere Freiheit.
learn-seki-prompt-attack = Versuche, Weiß anzugreifen: Setze auf den markierten gemeinsamen Punkt.
learn-seki-wrong-own-eye = Das ist dein eigenes Auge. Versuche den gemeinsamen Punkt.
learn-seki-wrong-their-eye = Das Auge von Weiß: Dort hinein kannst du nicht setzen.
learn-seki-other-attack = Tippe auf den markierten gemeinsamen Punkt.
learn-seki-hint-attack = Er liegt am oberen Rand, zwischen den beiden Gruppen.
learn-seki-done-attack = Autsch. Damit blieb deiner eigenen Kette nur eine Freiheit, und Weiß hat sie geschlagen.
learn-seki-prompt-explain = Weiß hätte dort dasselbe Problem. Also setzt keine Seite auf den gemeinsamen Punkt, und beide Gruppen leben. Der gemeinsame Punkt gehört niemandem.
learn-seki-success = Das ist Seki: Zwei Gruppen leben Seite an Seite, und keine kann angreifen.

## src/learn/lessons/rules.rs

learn-self-capture-title = Kein Selbstmord
learn-self-capture-intro = Du darfst nicht dort setzen, wo dein eigener Stein keine Freiheit hätte, außer der Zug schlägt etwas.
learn-self-capture-prompt-try = Versuche, auf den markierten Punkt zwischen den weißen Steinen zu setzen.
learn-self-capture-other-try = Tippe auf den markierten Punkt.
learn-self-capture-hint-try = Der markierte Punkt liegt in der Mitte der vier weißen Steine.
learn-self-capture-done-try = Nicht erlaubt: Dein Stein hätte keine Freiheit und würde nichts schlagen.
learn-self-capture-prompt-capture = Auch der markierte Eckpunkt ist umzingelt. Aber die beiden weißen Steine daneben haben keine andere Freiheit. Setze dorthin.
learn-self-capture-wrong-capture = Dort ist es immer noch Selbstmord: Kein weißer Stein verliert seine letzte Freiheit.
learn-self-capture-other-capture = Tippe auf den markierten Eckpunkt.
learn-self-capture-hint-capture = Es ist der Eckpunkt unten links.
learn-self-capture-success = Erlaubt! Geschlagene Steine kommen zuerst vom Brett, und dann hat dein Stein Freiheiten.
learn-ko-title = Ko
learn-ko-intro = Weiß hat gerade einen deiner Steine geschlagen. Du könntest sofort zurückschlagen, und so weiter ohne Ende. Eine Regel verhindert das.
learn-ko-prompt-retake = Schlage sofort zurück: Setze auf den markierten Punkt, wo dein Stein stand.
learn-ko-other-retake = Tippe auf den markierten Punkt.
learn-ko-hint-retake = Dein Stein stand rechts von dem weißen Stein, der ihn gerade geschlagen hat.
learn-ko-done-retake = Noch nicht: Das würde die Stellung von vor einem Zug wiederherstellen. Das ist Ko.
learn-ko-prompt-elsewhere = Spiele zuerst woanders. Setze den markierten weißen Stein ins Atari: Weiß muss antworten.
learn-ko-wrong-elsewhere = Immer noch zu früh. Spiele zuerst einen Zug woanders.
learn-ko-other-elsewhere = Nimm dem markierten Stein eine seiner beiden Freiheiten.
learn-ko-hint-elsewhere = Der markierte Stein ist oben und links frei.
learn-ko-done-elsewhere = Weiß hat seinen Stein gerettet. Seit dem Schlagen hat sich das Brett verändert.
learn-ko-prompt-take = Schlage jetzt im Ko zurück.
learn-ko-other-take = Setze auf den markierten Punkt, um den weißen Stein zu schlagen.
learn-ko-hint-take = Derselbe Punkt wie vorhin.
learn-ko-success = Jetzt ist es erlaubt. Nun muss Weiß woanders spielen, bevor Weiß zurückschlagen darf.
learn-passing-title = Passen und das Ende
learn-passing-intro = Die Grenzen sind geschlossen. Ein Stein hier würde nur deine eigene Fläche füllen, also passt du.
learn-passing-prompt-pass = Tippe auf „Passen“.
learn-passing-other-pass = Hier braucht es keinen Stein. Tippe stattdessen auf „Passen“.
learn-passing-hint-pass = Der Knopf „Passen“ ist neben dem Brett.
learn-passing-done-pass = Weiß hat auch gepasst. Zweimal Passen hintereinander: Das Spiel endet.
learn-passing-prompt-dead = Einigt euch jetzt über tote Steine. Der weiße Stein in deiner Fläche kann nicht entkommen. Tippe auf ihn, um ihn als tot zu markieren.
learn-passing-wrong-white-wall = Die weiße Mauer ist sicher. Markiere nur Steine, die nicht entkommen können.
learn-passing-wrong-black-wall = Das ist deine eigene Mauer, und sie lebt.
learn-passing-other-dead = Tippe auf den einzelnen weißen Stein auf deiner Seite.
learn-passing-hint-dead = Er steht links, zwischen den leeren Punkten.
learn-passing-done-dead = Markiert. Wenn ihr euch beide einig seid, kommt er vom Brett, und es wird gezählt.
learn-passing-prompt-resume = Seid ihr uneins, welche Steine tot sind, spielt stattdessen weiter: Wer zuerst gepasst hat, zieht zuerst. Klärt es auf dem Brett und passt dann wieder.
learn-passing-success = So endet eine Partie: zweimal passen, über tote Steine einigen, dann zählen.

## src/learn/text.rs

learn-common-diagonal = Das ist ein diagonaler Punkt. Diagonale Punkte sind keine Freiheiten.
learn-common-occupied = Dort steht ein Stein. Freiheiten sind leere Punkte.
learn-common-liberty-found = Ja, eine Freiheit.
learn-common-found-again = Die hast du schon gefunden.
learn-common-not-touching = Dieser Punkt berührt die markierten Steine nicht. Schau direkt daneben.
learn-common-pick-number = Wähle eine der Zahlen unten.
learn-common-read-on = Tippe auf „Weiter“, wenn du so weit bist.
learn-common-tap-board = Tippe auf einen Punkt auf dem Brett.
learn-common-lesson-done = Diese Lektion ist geschafft. Mach weiter, oder tippe auf „Nochmal“, um sie zu wiederholen.
learn-common-draw = Ihr habt beide gepasst, bevor geschlagen wurde: unentschieden. Tippe auf „Nochmal“ für ein neues Spiel.
learn-common-capture-wins = Geschlagen! Wer zuerst schlägt, gewinnt dieses Spiel.
learn-common-move-played = Jetzt ist die andere Seite am Zug.
learn-common-marked-dead = Als tot markiert.
learn-common-start-9x9 = Eine 9x9-Partie beginnen
learn-common-next-lesson = Nächste Lektion
learn-common-diagonal-surround = Diagonalen umzingeln nichts. Besetze die letzte Freiheit.
