## 對局螢幕、棋盤，以及其中顯示的引擎用語。

## 作為對局者名稱的顏色。
color-black = 黑方
color-white = 白方

## 著手或操作被拒絕的原因。
move-error-off-board = 該點不在棋盤上。
move-error-occupied = 該點已有棋子。
move-error-suicide = 自殺：棋子必須至少保留一口氣。
move-error-ko = 劫：請先在別處下一手。
move-error-superko-start = 全局同形：這會重現開局時的局面。
move-error-superko = 全局同形：這會重現第 { $number } 手之後的局面。
move-error-not-your-turn = 還沒輪到你。
move-error-not-playing = 雙方正在確定死子：要落子請先恢復對局。
move-error-game-over = 對局已結束。
move-error-resign-too-early = 第 { $count } 手之後才能認輸。
move-error-not-settling = 雙方都停一手之後才能標記死子。
move-error-no-stone = 那裡沒有棋子。
move-error-nothing-to-undo = 沒有可以悔的棋。

## 棋盤及其交叉點，螢幕閱讀器的讀法。
board-label = { $size }×{ $size } 圍棋棋盤
board-keys-hint = 方向鍵移動，Enter 鍵落子。問號鍵列出所有按鍵。
board-empty = 空點
board-black-stone = 黑子
board-white-stone = 白子
board-marked-dead = 已標為死子
board-suggested-dead = 按電腦的建議標為死子
board-hint = 電腦的提示 { $rank }
board-better-move = 電腦更喜歡的一手
board-black-territory = 黑空（黑方的目）
board-white-territory = 白空（白方的目）
board-last-move = 最後一手

## 對局螢幕。
play-saved-games = 已儲存的對局
play-home = 主頁
play-review = 覆盤
play-rules = 規則
play-title = 對局：{ $black }（黑方）對 { $white }（白方）
play-board-label = { $size }×{ $size } 圍棋棋盤，第 { $number } 手
play-move-number = 第 { $number } 手
play-pass = 停一手
play-undo = 悔棋
play-resign = 認輸
play-cancel = 取消
play-confirm-pass = { $color }停一手？
play-confirm-pass-yes = 是，停一手
play-confirm-resign = { $color }認輸並輸掉這局棋？
play-confirm-resign-yes = 是，認輸
play-to-play = — 行棋
play-captures = 提子：{ $count }
play-pass-stones = 停一手交子：{ $count }

## 剛發生的事，顯示在通知行並由螢幕閱讀器朗讀。
play-passed = { $color }停一手。
play-resigned = { $color }認輸。
play-played = { $color }下在 { $point }。
play-played-captured-white = { $color }下在 { $point }，提掉 { $count } 顆白子。
play-played-captured-black = { $color }下在 { $point }，提掉 { $count } 顆黑子。
play-tap-again = 再點一次 { $point } 即在那裡落子。
play-marked-dead = 已將這串棋標為死子。
play-marked-alive = 已將這串棋標回活棋。
play-took-back-move = 已悔掉最後一手。
play-took-back-mark = 已撤銷最後一個標記。
play-suggested = 電腦建議：{ $count ->
        [0] 沒有死子
       *[other] { $count } 串死子
    }。請檢查標記，然後同意。
play-suggestion-stale = 電腦分析期間標記已改變：沒有采用它的建議。
play-agreed = 雙方已同意：開始數棋計算勝負。
play-resumes = 對局繼續。
play-settle-now = 對局暫停：請整理棋盤。標出死子，然後就數棋結果達成一致。
play-atari-black = 叫吃：{ $points } 的黑子（{ $count } 顆）。
play-atari-white = 叫吃：{ $points } 的白子（{ $count } 顆）。
play-color-to-play = 輪到{ $color }。
play-deleted-elsewhere = 此對局已在另一個分頁中刪除，這臺裝置上不再儲存它。
move-error-setup-without-liberty = 這樣擺放的棋子會有一串沒有氣。
play-open-ko = { $point } 的劫還沒有解決：按這套規則，數棋之前必須解決劫。請恢復對局來解決它。
play-no-clock = 此對局沒有計時。
play-not-finished = 對局還沒有結束。
play-computer-thinking = 電腦正在思考：它下完這一手後輪到你，也可以選擇「立即下」。
play-computer-stale = 電腦的這一手針對的是之前的局面，它會重新思考。

## 電腦棋手
computer-level-first-game = 第一局
computer-level-first-game-about = 只看到部分值得下的著法，並從中挑選：適合剛學會規則的人。
computer-level-beginner = 入門
computer-level-beginner-about = 下出像樣的棋形，但常常錯過最好的一手。
computer-level-casual = 休閒
computer-level-casual-about = 憑棋感下棋，偶爾會漏看更好的一手。
computer-level-club = 棋社棋手
computer-level-club-about = 每一手都憑神經網路的第一感，不做計算。
computer-level-strong-club = 棋社強手
computer-level-strong-club-about = 每一手之前計算幾個變化。
computer-level-expert = 高手
computer-level-expert-about = 計算量是最強級別的四分之一。
computer-level-strongest = 最強
computer-level-strongest-about = 每一手用約 2 秒（9 路）到 5 秒（19 路），瀏覽器能算多少就算多少。
computer-level-number = 級別 { $number }
computer-rung = 第 { $number } 階
computer-rung-named = 第 { $number } 階 · { $name }
computer-rung-overlooks-many = 只下值得下的著法，但會漏掉大多數最好的一手：適合剛學會規則的人。
computer-rung-overlooks-some = 下出像樣的棋形，但常常錯過最好的一手。
computer-rung-overlooks-few = 憑棋感下棋，偶爾會漏看更好的一手。
computer-rung-instinct = 每一手都憑神經網路的第一感，不做計算。
computer-rung-reads = 在 9 路棋盤上，每一手之前向前計算 { $visits } 個局面。
computer-rung-strongest = 每一手用約 2 秒（9 路）到 5 秒（19 路），瀏覽器能算多少就算多少。
computer-name = 電腦（{ $level }）
play-no-takebacks = 對電腦時不能悔棋（見設定）。
play-accepted = 你接受了這些標記：把連結發給你的朋友。雙方接受相同的標記後即數棋。
play-friend-to-move = 還沒輪到你下：把連結發給朋友，等待對方的連結。
play-between-devices = 兩臺裝置之間不能悔棋：連結只會給對局新增新的一手。
play-games-by-link = 連結對局
play-agree = 同意
play-resume = 恢復對局（輪到{ $color }下）
computer-thinking = 思考中…
