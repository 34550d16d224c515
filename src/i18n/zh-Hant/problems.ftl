## 學習 → 習題：選單和做題螢幕。

## src/ui/learn/mod.rs

problems-open = 開啟習題

## src/ui/learn/problems/mod.rs

problems-title = 習題
problems-tagline = 練習課程裡學到的東西：提子、逃出、征子、枷、對殺，然後是死活和實戰中的戰鬥。每道題只有一個正確答案。
problems-rating = 你的等級分：{ $rating }（± { $deviation }）
problems-solved-count = 已解 { $solved }/{ $total } 題
problems-next-for-me = 適合我的下一題
problems-all-solved = 這裡的每道題你都解出來了。
problems-levels = 按級別
problems-level-solved = 已解 { $solved }/{ $total } 題
problems-mine = 我的習題
problems-mine-none = 這裡還沒有習題。對局覆盤中（「把我的錯誤做成習題」）你自己的錯誤會在這裡變成習題。其他題集的 SGF 習題檔案在這裡也能一樣做：檔案標為正確的著法（TE、「Correct」、「RIGHT」），或者它的主線，就是答案。
problems-import = 匯入 SGF 習題檔案
problems-play = 做題
problems-remove = 移除
problems-remove-named = 移除 { $name }
problems-import-done = 從 { $name } 匯入了 { $count } 道題。
problems-import-unreadable-file = 無法讀取 { $name }。
problems-import-too-large = { $name } 太大，無法儲存在這裡（{ $kb } KB；最多 { $max } KB）。
problems-import-empty = { $name } 裡沒有習題。
problems-import-unreadable = { $name } 無法作為習題讀取。{ $reason }
problems-error-in-problem = 第 { $number } 題：{ $what }
problems-error-no-stones = 棋盤上沒有棋子：沒有什麼可解的。
problems-error-move-in-root = 第一個節點裡有一手棋：習題應從一個局面開始。
problems-error-setup = 無法擺出局面。（{ $detail }）
problems-error-setup-after = 在 { $after } 之後新增或移除了棋子：初始局面之後只能是著手。
problems-error-setup-first = 在第一手之前新增或移除了棋子：初始局面之後只能是著手。
problems-setup-off-board = { $color }在 { $point } 的棋子在棋盤外。
problems-setup-occupied = { $color }在 { $point } 的棋子壓在另一顆子上。
problems-setup-takes = { $color }在 { $point } 的棋子緊掉了旁邊棋子的最後一口氣。
problems-setup-no-liberty = { $point } 的棋子沒有氣。
problems-error-move = 有一手棋下不了。（{ $detail }）
problems-error-too-big = 解答樹太大。
problems-error-data = 習題的資料無法讀取。（{ $detail }）
problems-delete-progress = 刪除我的進度
problems-delete-question = 刪除這臺裝置上你已解的題和等級分？匯入的習題會保留。
problems-delete-yes = 刪除
problems-cancel = 取消
problems-deleted = 你的進度已刪除。

## src/ui/learn/problems/words.rs

problems-task-capture = { $color }先：提掉標記的棋子。
problems-task-save = { $color }先：救出標記的棋子。
problems-task-best = { $color }先：找出最好的一手。
problems-task-danger = { $color }先：救出危險的棋子。
problems-task-life = { $color }先：找出決定這塊棋死活的一手。
problems-task-cut = { $color }先：找出關鍵的切斷或連線。
problems-task-endgame = { $color }先：找出最大的一手官子。
problems-task-captures = { $color }先：找出能提子的一手。
problems-category-capture-in-one = 一手提子
problems-category-atari = 從正確的方向叫吃
problems-category-ladder = 征子
problems-category-net = 枷
problems-category-snapback = 倒撲
problems-category-capturing-race = 對殺
problems-category-connect-to-save = 連線救子
problems-category-escape = 逃出
problems-category-life-and-death = 死活
problems-category-cut-or-connect = 切斷還是連線
problems-category-endgame = 官子
problems-level = 級別 { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color }脫先
problems-move-captures = { $what }（提掉 { $count } 顆子）
problems-why-joins = { $color }逃出了：{ $point } 的棋子和 { $stone } 的棋子連上，有 { $liberties } 口氣。
problems-why-escapes = { $color }逃出了：{ $point } 的棋子有 { $liberties } 口氣。
problems-why-captured = { $color }提掉你在 { $point } 的棋子（{ $count } 顆）。
problems-why-trapped = 你在 { $point } 的棋子逃不出去：只剩 { $liberties } 口氣，下一手就會被提掉。
problems-why-loses = { $color }提掉你的 { $count } 顆子。
problems-why-refuted = { $color }應了一手，你這手不成立。
problems-why-not-the-answer = 這不是答案。
problems-solved-safe = 你的棋子安全了：{ $liberties } 口氣。
problems-solved-captured = 你提掉了 { $count } 顆子。
problems-solved-plain = 習題已解出。
problems-right = 正確
problems-solved = 已解
problems-wrong = 錯誤
problems-answer = 答案
problems-first-try = 一次就對！
problems-your-move = 輪到你下：{ $color }行棋。
problems-hint-area = 看標記的區域。
problems-hint-move = 下在標記的點上。
problems-file-says = 檔案中的註釋：{ $comment }

## src/ui/learn/problems/player.rs

problems-not-found = 這道題不在這裡
problems-not-found-body = 它可能已和匯入的檔案一起被移除。
problems-broken = 無法擺出這道題的局面：{ $reason }
problems-back = ‹ 習題
problems-board = 第 { $name } 題，{ $size }×{ $size } 棋盤
problems-rating-change = 等級分 { $change }：現在 { $rating }。
problems-source = { $source }
problems-source-tengen = 為 Tengen 編制，並由它的戰術計算驗證。
problems-source-tengen-life = 為 Tengen 編制，並由它的死活計算驗證。
problems-source-game = 出自「{ $game }」第 { $number } 手。
problems-source-review = 開啟這局棋的覆盤
problems-mistake-title = 你的第 { $number } 手
problems-try-again = 重試
problems-show-answer = 顯示答案
problems-next = 下一題
problems-hint = 提示
problems-restart = 從頭開始
problems-skip = 跳過

## src/ui/learn/problems/rush.rs 和每日一題

problems-daily = 每日一題
problems-daily-about = 今天每個人都做同一道題，每天更新。
problems-rush = 衝刺
problems-rush-about = 三分鐘做題，每道都比上一道難一點。錯三次就結束。
problems-rush-start = 開始衝刺
problems-rush-best = 你的衝刺最佳成績：解出 { $best } 題
problems-rush-no-best = 還沒有進行過沖刺。
problems-rush-time = 剩餘時間：{ $time }
problems-rush-score = 已解：{ $solved }
problems-rush-mistakes = 錯誤：{ $mistakes }/{ $most }
problems-rush-right = 正確。已解：{ $solved }。
problems-rush-wrong = 錯誤：第 { $mistakes } 次，最多 { $most } 次。
problems-rush-over-mistakes = 錯了三次：衝刺結束。你解出了 { $solved } 題。
problems-rush-over-time = 時間到。你解出了 { $solved } 題。
problems-rush-over-all = 你做完了這次衝刺的每道題，解出了 { $solved } 題。
problems-rush-new-best = 新紀錄！
problems-rush-again = 再衝刺一次

## 一手棋的作用，根據收錄習題的事實說明：「-you」是學習者自己的一手，「-them」是對方的一手
## （$color 和 $point：誰下在哪裡）。
problems-fact-captures-you = 你提掉 { $at } 的棋子（{ $count } 顆）。
problems-fact-captures-them = { $color }提掉你在 { $at } 的棋子（{ $count } 顆）。
problems-fact-atari-you = 叫吃：{ $at } 的棋子（{ $count } 顆）只剩一口氣。
problems-fact-atari-them = { $color }叫吃你在 { $at } 的棋子（{ $count } 顆）：只剩一口氣。
problems-fact-joins-you = 你把 { $strings } 塊棋連成一塊：{ $count } 顆子，{ $liberties } 口氣。
problems-fact-joins-them = { $color }在 { $point } 連線：{ $count } 顆子，{ $liberties } 口氣。
problems-fact-cuts-you = 你把對方的棋子切斷了。
problems-fact-cuts-them = { $color }在 { $point } 切斷：你的棋子被分開了。
problems-fact-eye-you = 你在 { $at } 做出一隻眼。
problems-fact-eye-them = { $color }在 { $at } 做出一隻眼。
problems-fact-vital-you = 你佔據了要點：下錯時對方正是在這裡應。
problems-fact-vital-them = { $color }佔據了 { $point } 的要點。
problems-fact-fills-you = 你緊掉 { $at } 的棋子一口氣：還剩 { $liberties } 口。
problems-fact-fills-them = { $color }緊掉你在 { $at } 的棋子一口氣：還剩 { $liberties } 口。
problems-fact-extends-you = 你的棋子逃出來了：{ $liberties } 口氣。
problems-fact-extends-them = { $color }在 { $point } 逃出：{ $liberties } 口氣。
problems-fact-liberties-you = 你這裡的棋子有 { $liberties } 口氣。
problems-fact-liberties-them = { $color }在 { $point } 應：那些棋子有 { $liberties } 口氣。
problems-fact-ladder = 征子：一路叫吃，棋子逃不出去。
problems-fact-net = 枷：棋子被鬆鬆地圍住，逃不出去。
problems-fact-snapback = 對方不得不提的撲，之後你提回更多：倒撲。
problems-fact-throw-in = 撲：為了破眼或緊氣而送給對方的一顆子。
problems-fact-loses = 按這個變化你會損失 { $count } 顆子。
problems-fact-margin-right = 搜尋評估它比最有誘惑力的錯誤著法多 { $points } 目、勝率高 { $percent } %。
problems-fact-margin-wrong = 搜尋評估：它比答案虧 { $points } 目，勝率低 { $percent } %。
