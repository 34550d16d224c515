## 對局螢幕中棋盤之後的部分：對局如何結束、數棋、鍵盤操作、確定死子、形勢判斷與提示、電腦的狀態。

## 對局如何結束。
result-draw-before-capture = 和棋：雙方在任何提子之前都停一手
result-draw-equal = 和棋：數棋結果相等
result-wins-by-points = { $winner }勝 { $points } 目
result-resigned = { $winner }中盤勝：{ $loser }認輸
result-resigned-credited = { $winner }勝：{ $loser }認輸（{ $winner }計 { $points } 目）
result-timeout = { $winner }勝：{ $loser }超時
result-first-capture = { $winner }勝：率先提子

## 數棋明細。
count-caption = 數棋
count-item = 項目
count-stones = 棋子
count-territory = 目
count-captures = 提子
count-pass-points = 停一手得分
count-pass-stones = 停一手交子
count-komi = 貼目
count-compensation = 讓子補償
count-total = 合計

## 棋盤及其交叉點，螢幕閱讀器的讀法。
board-no-coordinate = 沒有輸入座標。
board-not-a-coordinate = 「{ $text }」不是棋盤座標。
board-not-on-board = { $point } 不在這個棋盤上。
board-bad-size = 棋盤可以是 { $min }×{ $min } 到 { $max }×{ $max }，不能是 { $size }×{ $size }。

## 鍵盤操作及其幫助。
keys-disclosure = 鍵盤和螢幕閱讀器
keys-play-at = 落子位置（例如 D4）
keys-play = 下
keys-read-board = 朗讀棋盤
keys-open = 按鍵
keys-title = 鍵盤
keys-close = 關閉
keys-arrows = 方向鍵
keys-arrows-do = 在棋盤上移動游標
keys-home-end = Home / End
keys-home-end-do = 到這一行的開頭或末尾
keys-page = Page Up / Page Down
keys-page-do = 到最上一行或最下一行
keys-enter = Enter 鍵或空白鍵
keys-enter-do = 在游標處落子（確定死子時標記一串棋）
keys-pass-do = 停一手（再按一次確認）
keys-undo-do = 悔掉最後一手
keys-coordinates-do = 顯示或隱藏座標
keys-read-do = 朗讀棋盤
keys-help-do = 顯示這些按鍵
keys-escape = Escape
keys-escape-do = 取消提問，或關閉此幫助

## 對局螢幕。
play-new-game = 新對局
play-rematch = 再來一局
play-settle-title = 整理棋盤
play-settle-help = 點一串棋可以把它標為死子，或再標回活棋。數棋結果正確時同意；有爭議就恢復對局來解決。
play-suggest-ask = 問電腦哪些子是死子
play-suggest-looking = 電腦正在看棋盤…
play-suggest-cancel = 取消
play-suggest-try-again = 重試
play-suggest-note = 橙色虛線叉是電腦的建議：點一串棋可以更改，然後同意。
play-estimate-ask = 形勢判斷
play-hint-ask = 提示
play-advice-hide = 隱藏
play-advice-looking = 電腦正在看…
play-estimate = { $lead }（黑方勝率：{ $percent }%）。
play-estimate-lead = { $color }領先約 { $points } 目
play-estimate-even = 大致均勢
play-hint-line = { $rank }. { $point }：{ $reason }
play-hint-none = 電腦沒有可建議的一手：停一手也可以。
play-hint-captures = 提掉 { $count } 顆子
play-hint-saves = 救出被叫吃的 { $count } 顆子
play-hint-choice = 電腦的選擇
play-count-gives = 這樣數棋的結果：{ $result }
play-undo-mark = 撤銷標記

## 電腦棋手
computer-loading = 正在下載電腦棋手…
computer-visits = 已計算 { $done }/{ $planned } 個變化
computer-play-now = 立即下
computer-try-again = 重試
computer-failed-start = 電腦棋手無法在此瀏覽器中啟動。你的對局已儲存。
computer-failed-crash = 電腦棋手停止了。你的對局已儲存；請重試。
computer-failed-offline = 無法下載電腦棋手：沒有網路連線。你的對局已儲存；聯網後請重試。
computer-failed-missing = 無法下載電腦棋手（錯誤 { $status }）。你的對局已儲存。
computer-failed-damaged = 電腦棋手的檔案已損壞。你的對局已儲存；請重試。
computer-you = 你
computer-you-win = 你贏了！
computer-wins = 電腦贏了。

## 棋盤旁的老師：虧了目的一手之後的點評。
teacher-lost = 這一手大約虧了 { $points } 目。
teacher-leaves-in-atari = { $color }現在可以在 { $point } 提掉你的 { $stones } 顆子。
teacher-ignores-atari = { $color }仍然可以在 { $point } 提掉你被叫吃的 { $stones } 顆子。
teacher-misses-capture = 下在 { $point } 本可以提掉 { $stones } 顆子。
teacher-better = 電腦更喜歡 { $point }，已在棋盤上用圓圈標出。
teacher-better-pass = 電腦會停一手。
teacher-take-back = 悔棋
teacher-dismiss = 好

## 朗讀棋盤（鍵盤操作）、另一個分頁刪除對局的橫幅、級別連勝。
play-read-empty = 棋盤是空的。
play-read-stones = { $color }：{ $points }。
play-read-no-stones = { $color }：沒有棋子。
play-read-dead = { $point } 死子
play-save-again = 重新儲存
play-leave = 離開

## 儲存發現的關於這裡儲存的資料的情況，由擁有它的螢幕告知；刪除後的提示。
saved-undo = 撤銷
saved-kept-again = 此對局已重新儲存在這臺裝置上。
storage-value-settings = 你的設定
storage-value-learn-progress = 你的課程進度
storage-value-problems-progress = 你的習題進度
storage-value-imports = 你匯入的習題
storage-value-rush = 你的衝刺最佳成績
storage-value-ladder = 你對電腦的等級分
storage-value-friend-list = 連結對局列表
storage-value-review = 電腦對這局棋的覆盤
storage-value-other = 這臺裝置上儲存的一項資料
storage-set-aside = { $value }無法讀取（{ $why }）。沒有覆蓋任何內容：它以 { $key }（{ $bytes } 位元組）另存在這臺裝置上，這裡重新開始一份。
storage-left-in-place = { $value }無法讀取（{ $why }）。它保持原樣，不會被覆蓋：在瀏覽器有空間另存它之前，更改不會儲存。
storage-rebuilt = { $value }無法讀取（{ $why }），已根據這裡儲存的對局重建：{ $count } 局，沒有丟失。
storage-rebuilt-missing = { $value }不存在，已根據這裡儲存的對局重建：{ $count } 局，沒有丟失。
storage-refused = 無法儲存{ $value }：{ $why }。之前儲存的內容仍然保留。
storage-refused-full = 瀏覽器的儲存空間已滿（刪除已結束的對局可以騰出空間）
storage-refused-off = 此瀏覽器不允許儲存（隱私模式或儲存已關閉）
storage-refused-other = 瀏覽器提示：{ $detail }

## 對局螢幕打不開的對局，以及儲存的資料讀不出的原因。
play-missing-title = 找不到對局
play-missing-text = 這臺裝置上沒有與此連結對應的對局。對局只儲存在下棋時所用的裝置上。
saved-damaged-not-json = 儲存的文本已損壞（{ $detail }）。
saved-damaged-incomplete = 儲存的對局不完整（{ $detail }）。
saved-damaged-newer-version = 已損壞：由較新版本的 Tengen（格式 { $format }）寫入；請更新此頁面後開啟。
storage-why-cut-short = 它被截斷了
storage-why-not-its-format = 它不是應有的格式
storage-why-shape = 它缺少一部分，或型別不對
storage-why-absurd = 它的數值不可能正確
storage-why-newer = 它是較新版本的 Tengen 寫入的

## 計時暫停。
play-continue-clock = 繼續計時
play-pause-clock = 暫停計時

## 階梯：對電腦下完之後的等級分，以及升降一階的提議
ladder-rating-up = 你的等級分 { $rating } ± { $deviation }，上升 { $change }。
ladder-rating-down = 你的等級分 { $rating } ± { $deviation }，下降 { $change }。
ladder-rating-same = 你的等級分 { $rating } ± { $deviation }，沒有變化。
ladder-with-stones = { $opponent }，你被讓 { $stones } 子
ladder-offer-harder = 對{ $against }三連勝。準備好迎接下一階了嗎：{ $next }？
ladder-offer-easier = 對{ $against }三連敗。試試簡單一階：{ $next }？
ladder-take-offer = 和{ $next }下
play-mistake-problems = 把我的錯誤做成習題
