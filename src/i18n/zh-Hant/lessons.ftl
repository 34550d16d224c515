## 快速入門指南、練習對局和課程。

## src/learn/guide.rs

learn-guide-board-title = 棋盤
learn-guide-board-body = 棋子下在線與線的交叉點上。對局從空棋盤開始。
learn-guide-turns-title = 輪流下
learn-guide-turns-body = 黑方先下，然後白方下。每次輪到你時，在一個空點上放一顆子。棋子下定後不再移動。
learn-guide-pass-title = 也可以停一手
learn-guide-pass-body = 你可以不落子而停一手。這一輪結束，之後還可以再下。
learn-guide-capture-title = 提子
learn-guide-capture-body = 一串棋子旁邊相鄰的空點就是它的氣。把最後一口氣堵上，這串棋子就被提出棋盤。
learn-guide-end-title = 終局
learn-guide-end-body = 雙方先後都停一手，對局就停止。商定哪些棋子已經逃不掉，把它們拿掉。如果意見不一致，就繼續下。
learn-guide-count-title = 數棋
learn-guide-count-body = 你在棋盤上的每顆子算一點，只被你的棋子圍住的每個空點也算一點。
learn-guide-komi-title = 貼目
learn-guide-komi-body = 白方後下，所以白方額外得到 7.5 目，叫做貼目。總數多的一方獲勝；有半目，就不會出現平局。

## src/learn/lessons/basics.rs

learn-liberties-prompt = 點出標記的棋子的每一口氣：緊挨著它的空點。
learn-liberties-hint = 從棋子往正上、正下、正左、正右看。中間的斜角不算。
learn-liberties-title = 氣
learn-liberties-intro = 棋子靠沿著線相鄰的空點呼吸。這些空點就是它的氣。
learn-liberties-done-centre = 四口。在空曠處的一顆子有四口氣。
learn-liberties-done-edge = 三口。棋盤的邊少了一口。
learn-liberties-success = 角上只有兩口。氣越少的棋子越容易被提。
learn-strings-title = 棋串
learn-strings-intro = 沿著線相連的同色棋子形成一個棋串。棋串共用所有棋子的氣。
learn-strings-prompt-tap = 點出標記的棋串的每一口氣。
learn-strings-hint-tap = 沿著棋串一顆子一顆子地看，檢查每一邊。
learn-strings-done-tap = 全找到了。有一個點同時挨著兩顆子。
learn-strings-prompt-count = 這個棋串有幾口氣？
learn-strings-wrong-count = 再數一遍。兩顆子共用的點只數一次。
learn-strings-hint-count = 數一數你剛才點出的點。
learn-strings-success = 七口。共用的氣對整個棋串只數一次。
learn-atari-title = 叫吃
learn-atari-intro = 只剩一口氣的棋串處於被叫吃狀態。下一手下在那裡就能把它提掉。
learn-atari-prompt-find = 有一顆白子被叫吃了。點它。
learn-atari-wrong-find = 這顆子還有兩口氣。找只有一口氣的那顆。
learn-atari-other-find = 點其中一顆白子。
learn-atari-hint-find = 數一數每顆白子旁邊的空點。
learn-atari-done-find = 對：只有它上面的點還空著。
learn-atari-prompt-play = 現在叫吃另一顆白子。
learn-atari-wrong-play = 那樣會提掉第一顆子。這裡要緊一口標記的那顆子的氣。
learn-atari-other-play = 緊掉標記的棋子兩口氣中的一口。
learn-atari-hint-play = 標記的棋子上面和左邊是空的。
learn-atari-success = 叫吃！如果白方不救，下一手你就能提掉它。
learn-capture-title = 提子
learn-capture-intro = 堵上一串棋子的最後一口氣，它就被提掉：從棋盤上拿走。
learn-capture-prompt-centre = 在空曠處，一顆子四周要有四顆子才能提掉。已經有三顆了。提掉標記的棋子。
learn-capture-other-centre = 堵上標記的棋子唯一空著的鄰點。
learn-capture-hint-centre = 空點就在它正下方。
learn-capture-done-centre = 用四顆子提掉了。
learn-capture-prompt-edge = 在邊上，三顆子就夠了。提掉標記的棋子。
learn-capture-other-edge = 棋盤的邊已經擋住一面。堵上最後一個空著的鄰點。
learn-capture-hint-edge = 空點就在它正上方。
learn-capture-done-edge = 用三顆子提掉了。
learn-capture-prompt-corner = 在角上，兩顆子就行。提掉標記的棋子。
learn-capture-other-corner = 兩條邊已經擋住了它。堵上它最後一個空著的鄰點。
learn-capture-hint-corner = 空點就在它正下方。
learn-capture-success = 空曠處四顆，邊上三顆，角上兩顆。
learn-capture-two-title = 提掉一個棋串
learn-capture-two-intro = 兩顆並排的白子組成一個有六口氣的棋串。其中五口已經被堵上了。
learn-capture-two-prompt = 用一手提掉兩顆標記的棋子。
learn-capture-two-other = 找到唯一一個還挨著白棋串的空點。
learn-capture-two-hint = 看右邊那顆白子的下面。
learn-capture-two-success = 六顆黑子圍住兩顆白子：兩顆一起被提掉。

## src/learn/lessons/counting.rs

learn-count-hint-numbers = 把題目裡的數加起來。
learn-count-area-title = 數子法
learn-count-area-intro = 對局已經結束，所有棋子都是活的。按數子法，棋盤上的每顆子和它圍住的每個空點都算一點。
learn-count-area-prompt-territory = 黑方圍住了多少個空點？
learn-count-area-wrong-territory = 只數上方黑子裡面的空點。
learn-count-area-hint-territory = 上邊五個，下面再有三個。
learn-count-area-prompt-black = 黑方在棋盤上有 35 顆子。黑方總共多少？
learn-count-area-wrong-black = 棋子加上圍住的點：35 加 8。
learn-count-area-prompt-white = 白方有 27 顆子，圍住 10 個點。白方後下，另外還有 7.5 的貼目。白方總共多少？
learn-count-area-wrong-white = 27 顆子，10 個點，再加上 7.5 的貼目。
learn-count-area-prompt-lead = 黑方 43，白方 44.5。白方贏多少？
learn-count-area-wrong-lead = 用 44.5 減去 43。
learn-count-area-success = 白勝 1.5。因為有半點，永遠不會平局。
learn-count-territory-title = 數目法
learn-count-territory-intro = 有些規則只數你圍住的空點（目）。你的棋子不算分，每被提掉一顆子就扣一目。
learn-count-territory-prompt-black = 黑方剛提掉一顆白子。黑方圍住了多少個空點？
learn-count-territory-wrong-black = 只數黑牆左邊的空點。棋子不算。
learn-count-territory-hint-black = 黑方這邊有 21 個點，其中 4 個上面有黑子。
learn-count-territory-prompt-white = 白方圍住 14 目，被提了一顆子：減 1。這裡貼目是 6.5。白方總共多少？
learn-count-territory-wrong-white = 14 減 1，再加 6.5。
learn-count-territory-prompt-lead = 黑方 17，白方 19.5。白方贏多少？
learn-count-territory-wrong-lead = 用 19.5 減去 17。
learn-count-territory-success = 白勝 2.5 目。按這套規則，每被提一顆子就少一目。
learn-count-classic-title = 經典數法
learn-count-classic-intro = 經典 9 路規則把三樣加起來：你圍住的空點，你提掉的子，以及對方每停一手得一點。不貼目。
learn-count-classic-prompt-black = 黑方圍住 17 目，提掉 1 顆子，白方停了一手。黑方總共多少？
learn-count-classic-wrong-black = 17 目，加 1 顆提子，再加白方停一手的 1 點。
learn-count-classic-prompt-white = 白方圍住 14 目，沒有提子，黑方停了一手。白方總共多少？
learn-count-classic-wrong-white = 14 目，加上黑方停一手的 1 點。
learn-count-classic-success = 黑方以 19 比 15 獲勝。這裡每停一手都會讓對方得一點。

## src/learn/lessons/finale.rs

learn-practice-title = 提子練習
learn-practice-intro = 角上有一顆白子。它有兩個鄰點，其中一個已被黑方佔住。
learn-practice-prompt = 黑方下在白子的另一個鄰點上，把它提掉。
learn-practice-wrong-diagonal = 那個點只碰到白子的斜角。下在緊挨著它的空點上。
learn-practice-other = 不是那裡。找緊挨著白子的那個唯一的空點。
learn-practice-hint = 看白子的正上方。
learn-practice-success = 提掉了！白子已經沒有空著的鄰點，所以被拿走。現在清空棋盤，開始下棋吧。
learn-first-capture-title = 先提子者勝
learn-first-capture-intro = 兩個人在這臺裝置上下的一局。輪流下；誰先提子誰贏。任何提子之前雙方都停一手就是和棋。
learn-first-capture-prompt = 黑方先下。每下一手就把裝置遞給對方。
learn-first-capture-hint = 找被叫吃的棋子：是自己的就救，是對方的就提。
learn-first-capture-success = 提子獲勝！現在你已經懂規則了。接下來：和朋友或電腦在 9 路棋盤上下一局「先提子者勝」；再往後，下真正的對局，那時圍得多的一方獲勝。

## src/learn/lessons/life.rs

learn-two-eyes-title = 兩隻眼
learn-two-eyes-intro = 白方這塊棋有兩隻眼：裡面兩個分開的空點。
learn-two-eyes-prompt-first = 試著下在標記的眼裡。
learn-two-eyes-other = 點標記的眼。
learn-two-eyes-hint-first = 標記的眼在左邊。
learn-two-eyes-done-first = 這是自殺：另一隻眼讓白棋活著，所以什麼也提不掉。
learn-two-eyes-prompt-second = 那另一隻眼呢？
learn-two-eyes-hint-second = 標記的眼在下方。
learn-two-eyes-success = 兩隻眼都填不進去，所以這塊棋永遠不會被提掉。兩眼活棋。
learn-false-eye-title = 假眼
learn-false-eye-intro = 白棋看起來有兩隻眼。但下面那隻是假眼：邊上的兩顆白子只能透過它和這塊棋連在一起。
learn-false-eye-prompt-atari = 從外面叫吃標記的兩顆子。
learn-false-eye-wrong-atari = 那個點被圍住了，什麼也提不掉。從外面進攻。
learn-false-eye-other-atari = 緊掉標記的棋子在外面的那口氣。
learn-false-eye-hint-atari = 下在邊上，標記棋子的右邊。
learn-false-eye-done-atari = 為了救它們，白方只好填掉自己的眼。
learn-false-eye-prompt-capture = 白棋只剩一隻眼，也是白棋的最後一口氣。把整塊棋提掉。
learn-false-eye-other-capture = 下在白棋最後的眼裡。
learn-false-eye-hint-capture = 點標記的眼。
learn-false-eye-success = 一隻真眼不夠（假眼不算眼）。一塊棋要有兩隻真眼才能活。
learn-seki-title = 雙活
learn-seki-intro = 你的一塊棋和白方的一塊棋各有一隻眼，還共用一口氣。
learn-seki-prompt-attack = 試著進攻白棋：下在標記的公共點上。
learn-seki-wrong-own-eye = 那是你自己的眼。試試公共點。
learn-seki-wrong-their-eye = 那是白棋的眼：你不能下在裡面。
learn-seki-other-attack = 點標記的公共點。
learn-seki-hint-attack = 在上邊，兩塊棋之間。
learn-seki-done-attack = 哎呀。這樣你自己的棋只剩一口氣，被白方提掉了。
learn-seki-prompt-explain = 白方下在那裡也會遇到同樣的麻煩。所以雙方都不下公共點，兩塊棋都活。公共點不屬於任何一方。
learn-seki-success = 這就是雙活：兩塊棋並排活著，誰也不能進攻誰。

## src/learn/lessons/rules.rs

learn-self-capture-title = 禁止自殺
learn-self-capture-intro = 你不能下在自己的棋子沒有氣的地方，除非這一手能提掉對方的子。
learn-self-capture-prompt-try = 試著下在白子中間那個標記的點上。
learn-self-capture-other-try = 點標記的點。
learn-self-capture-hint-try = 標記的點在四顆白子正中間。
learn-self-capture-done-try = 不允許：你的棋子會沒有氣，也提不掉任何子。
learn-self-capture-prompt-capture = 標記的角上的點也被圍住了。但它旁邊的兩顆白子沒有別的氣。下在那裡。
learn-self-capture-wrong-capture = 那裡仍然是自殺：沒有白子會因此沒氣。
learn-self-capture-other-capture = 點標記的角上的點。
learn-self-capture-hint-capture = 是左下角的那個點。
learn-self-capture-success = 允許！被提的子先拿走，然後你的棋子就有氣了（不算自殺）。
learn-ko-title = 劫
learn-ko-intro = 白方剛提掉你的一顆子。你可以馬上提回來，然後對方再提……永遠沒完。有一條規則禁止這樣。
learn-ko-prompt-retake = 馬上提回：下在你的棋子原來所在的標記點上。
learn-ko-other-retake = 點標記的點。
learn-ko-hint-retake = 你的棋子原來在剛提掉它的那顆白子的右邊。
learn-ko-done-retake = 還不行：這會回到上一手之前的局面。這就是劫。
learn-ko-prompt-elsewhere = 先在別處下一手。叫吃標記的白子：白方必須應。
learn-ko-wrong-elsewhere = 還太早。先在別處下一手。
learn-ko-other-elsewhere = 緊掉標記的棋子兩口氣中的一口。
learn-ko-hint-elsewhere = 標記的棋子上面和左邊是空的。
learn-ko-done-elsewhere = 白方救回了它的子。提子之後，棋盤已經變了。
learn-ko-prompt-take = 現在把劫提回來。
learn-ko-other-take = 下在標記的點上，提掉白子。
learn-ko-hint-take = 和剛才同一個點。
learn-ko-success = 現在合法了。接下來，白方必須先在別處下一手才能提回。
learn-passing-title = 停一手與終局
learn-passing-intro = 邊界都已封好。在這裡落子只會填自己的地盤，所以停一手。
learn-passing-prompt-pass = 點「停一手」。
learn-passing-other-pass = 不需要落子。改點「停一手」。
learn-passing-hint-pass = 「停一手」按鈕在棋盤旁邊。
learn-passing-done-pass = 白方也停一手。雙方連續停一手：對局停止。
learn-passing-prompt-dead = 現在商定死子。你地盤裡的那顆白子逃不掉。點它，把它標為死子。
learn-passing-wrong-white-wall = 白方的牆是安全的。只標出逃不掉的子。
learn-passing-wrong-black-wall = 那是你自己的牆，是活的。
learn-passing-other-dead = 點你這邊那顆孤零零的白子。
learn-passing-hint-dead = 在左邊，空點中間。
learn-passing-done-dead = 已標記。雙方都同意後，它從棋盤上拿走，然後數棋。
learn-passing-prompt-resume = 如果對哪些子是死子意見不一，就繼續下：先停一手的一方先下。在棋盤上分出結果，然後再停一手。
learn-passing-success = 這就是一局棋的結束：兩次停一手，商定死子，然後數棋。

## src/learn/text.rs

learn-common-diagonal = 那是斜角。斜角不是氣。
learn-common-occupied = 那裡已有棋子。氣是空點。
learn-common-liberty-found = 對，是一口氣。
learn-common-found-again = 這個你已經找到了。
learn-common-not-touching = 那個點沒有挨著標記的棋子。看緊挨著它們的地方。
learn-common-pick-number = 從下面的數中選一個。
learn-common-read-on = 準備好了就點「繼續」。
learn-common-tap-board = 點棋盤上的一個點。
learn-common-lesson-done = 本課已完成。點「下一頁」，或點「重做」再來一遍。
learn-common-draw = 你們在任何提子之前都停了一手：和棋。點「重做」開始新的一局。
learn-common-capture-wins = 提子了！這一局誰先提子誰贏。
learn-common-move-played = 現在輪到另一方下。
learn-common-marked-dead = 已標為死子。
learn-common-start-9x9 = 開始一局 9 路對局
learn-common-next-lesson = 下一課
learn-common-diagonal-surround = 斜角什麼也圍不住。堵上最後一口氣。
