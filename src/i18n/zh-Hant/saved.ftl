## 已儲存的對局：列表、覆盤、匯入、匯出、分享連結和儲存通知。

saved-title = 已儲存的對局
# 文本 004。
saved-device-only = 只儲存在這臺裝置上——清除瀏覽器的快取或網站資料會把它們刪除（沒有帳號備份）。
saved-backup-hint = 要保留備份，請把對局匯出為 SGF 檔案。
saved-empty = 還沒有已儲存的對局。
saved-empty-new-game = 開始新對局
saved-empty-import = 或在下面匯入一局。
saved-export-all = 全部匯出（SGF）
saved-delete-finished = 刪除所有已結束的對局
saved-nav-home = 主頁
saved-nav-new-game = 新對局
saved-nav-saved-games = 已儲存的對局
saved-players = { $black } 對 { $white }
saved-moves = { $count } 手
saved-last-played = 最後一次下於 { $date }
saved-status-finished = 已結束
saved-status-settling = 正在標記死子
saved-status-black-to-play = 輪到黑方
saved-status-white-to-play = 輪到白方
saved-open = 開啟
saved-review = 覆盤
saved-rename = 重新命名
saved-export-sgf = 匯出 SGF
saved-delete = 刪除
saved-rename-title = 標題
saved-rename-save = 儲存標題
saved-rename-cancel = 取消
saved-damaged-title = 損壞的已儲存對局
saved-damaged-stored = 儲存為 { $key }，{ $bytes } 位元組
saved-damaged-export = 匯出文本
saved-game-deleted = 對局已刪除
saved-finished-deleted = 已刪除 { $count } 局已結束的對局
saved-no-finished = 沒有可刪除的已結束對局。
# 匯入的棋譜沒有對局者名稱時使用的名稱。
saved-name-black = 黑方
saved-name-white = 白方

review-title = 覆盤：{ $black } 對 { $white }
review-status = 第 { $number } 手，共 { $total } 手{ $setup ->
        [yes] { " · 有擺放的棋子" }
       *[no] { "" }
    } · 提子：黑 { $black }，白 { $white }
review-board-label = { $size }×{ $size } 圍棋棋盤，第 { $number } 手
review-first = 第一手
review-previous = 上一手
review-next = 下一手
review-last = 最後一手
review-slider = 在對局中的位置
review-continue = 從這裡繼續下
review-analyse = 用電腦分析
review-analyse-continue = 繼續電腦分析
review-analysing = 電腦正在分析：第 { $done } 個局面，共 { $total } 個
review-graph-label = 整局中黑方的勝率和領先；點選可跳到某一手
review-graph-legend = 實線：黑方的勝率。虛線：黑方的領先（在中線以上黑方領先）。
review-mistakes-of = { $color }最大的錯誤
review-no-mistakes = 沒有哪一手虧了一目或更多。
review-mistake = 第 { $number } 手下在 { $played }，虧了約 { $points } 目。
review-show-line = 顯示電腦的變化圖
review-line-status = 電腦的變化圖：第 { $step } 手，共 { $total } 手
review-line-return = 回到對局

import-title = 匯入棋譜（SGF）
import-choose-file = 選擇 SGF 檔案
import-drop-or-paste = 或者把檔案拖到此頁面，或貼上棋譜：
import-sgf-text = SGF 文本
import-pasted = 匯入貼上的文本
import-imported = 已匯入：
import-summary = { $black } 對 { $white }，{ $count } 手。已儲存在這臺裝置上。
import-unreadable-file = 無法讀取檔案。
import-too-large = 檔案太大（{ $kb } KB）：只讀取 1 MB 以內的棋譜。
import-malformed-at = 這不是可讀的 SGF 棋譜：{ $reason }（第 { $line } 行，第 { $column } 列）。
import-malformed = 這不是可讀的 SGF 棋譜：{ $reason }。
import-too-deep = 棋譜太長：一條線上有 { $depth } 個節點（最多 { $max } 個）。
import-not-go = 這個 SGF 棋譜不是圍棋對局。
import-not-square = 棋盤是 { $width }×{ $height }：只能下正方形的棋盤。
import-size-unreadable = 無法讀取棋盤大小。
import-size-out-of-range = 棋盤是 { $size }×{ $size }：只能下 { $min }×{ $min } 到 { $max }×{ $max } 的棋盤。
import-setup = 無法擺出初始局面：{ $detail }
import-does-not-replay = 對局在第 { $step } 步無法重現：{ $reason }
import-fault-no-opening = SGF 棋譜以 (; 開頭
import-fault-unclosed-value = 這裡開始的值沒有用 ] 結束
import-fault-unopened-tree = 這個 ) 沒有對應的 (
import-fault-unclosed-tree = 這個 ( 沒有用 ) 結束
import-fault-no-game-tree = 沒有棋譜樹：SGF 以 (; 開頭
import-fault-no-game = 裡面沒有對局
import-many-games = 檔案中有 { $count } 局對局：匯入第一局。
import-rules-approximated = 規則「{ $ru }」按 { $preset } 來下。
import-rules-unknown = 規則「{ $ru }」未知：按 { $preset } 來下。
import-no-rules = 棋譜沒有註明規則（RU）：按 { $preset } 來下。
# $rules 是預設的 ID（japanese、aga…）。
import-komi-unreadable = 無法讀取貼目（KM）：按 { $rules } 規則使用 { $komi }。
import-no-komi = 棋譜沒有貼目（KM）：按 { $rules } 規則使用 { $komi }。
import-setup-refused = 第 { $after } 手之後，棋譜新增或移除了棋子（AB/AW/AE），這裡無法做到：{ $reason } 對局匯入到第 { $after } 手。
import-not-a-point = 第 { $number } 手（{ $text }）不是這個棋盤上的點：對局匯入到第 { $previous } 手。
import-ended-before = 對局在第 { $number } 手之前已經結束（{ $result }）：之後的著手不匯入。
import-plays-twice-black = 第 { $number } 手（黑 { $vertex }）：黑方連下兩手；按黑方的一手保留。
import-plays-twice-white = 第 { $number } 手（白 { $vertex }）：白方連下兩手；按白方的一手保留。
import-cannot-play-black = 第 { $number } 手（黑 { $vertex }）無法落子：{ $reason } 對局匯入到第 { $previous } 手。
import-cannot-play-white = 第 { $number } 手（白 { $vertex }）無法落子：{ $reason } 對局匯入到第 { $previous } 手。
import-settling-step = 第 { $after } 手之後，確定死子的步驟 TG[{ $value }] 無法應用（{ $reason }）：對局匯入到那裡為止。
import-settling-unreadable = 它不是 Tengen 的寫法
import-result-cannot-end = 棋譜寫的是 { $re }，但這裡對局不能這樣結束：{ $reason }
import-more-warnings = { "..." } 還有 { $count } 條警告。

share-title = 分享的對局
share-opened = 打開了一局分享的對局，並儲存為新對局：
share-no-game = 此頁面用於開啟對局連結（以 #sgf=… 結尾）。這個連結裡沒有對局。
share-copy-sgf = 複製 SGF
share-link = 分享連結
share-link-label = 這局棋的連結
share-sgf-copied = SGF 棋譜已複製到剪貼簿。
share-link-copied = 連結已複製：開啟它的人都會得到這局棋。
share-copy-refused = 瀏覽器不允許複製：請選中文本自己複製。
share-not-a-link = 這個連結裡沒有對局（其中沒有 #sgf=）。
share-bad-character = 這個對局連結已損壞：第 { $position } 個字元不是連結中的字元。
share-damaged = 這個對局連結已損壞或被截斷：請重新複製整個連結。
share-too-large = 這個連結裡的對局超過 1 MB。
share-not-text = 這個對局連結裡沒有棋譜。
saved-by-link-your-move = 連結 · 輪到你下
saved-by-link-their-move = 連結 · 輪到 { $name } 下
saved-by-link-over = 連結 · { $status }
saved-kept-title = 另存的損壞資料
saved-kept-help = 這些資料無法讀取，所以被另存起來而沒有被覆蓋。匯出可以保留其文本，或者刪除它。
saved-kept-game = 一局已儲存的對局
saved-kept-game-by-link = 一局連結對局
saved-kept-sure = 永久刪除這段文本？
saved-kept-delete-yes = 是，刪除
saved-kept-not-deleted = 儲存拒絕了：沒有刪除任何內容。
review-problems-heading = 把你的錯誤做成習題
review-problems-about = 電腦會再看一遍你最大的錯誤。在局部戰鬥中有唯一明確最佳答案的錯誤，會成為「我的習題」中的一道題。任何內容都不會離開這臺裝置。
review-problems-make = 把我的錯誤做成習題
review-problems-judging = 正在看第 { $done } 個錯誤，共 { $total } 個…
review-problems-none = 沒有需要看的錯誤了。
review-problems-made = 看了 { $looked } 個錯誤：
review-problems-new = { $made ->
    [0] 沒有新習題。
   *[other] 「我的習題」中新增 { $made } 道題。
}
review-problems-unclear = 有 { $count } 個沒有唯一明確的最佳答案。
review-problems-not-local = 有 { $count } 個不是電腦能指明的局部戰鬥。
review-problems-already = 有 { $count } 個之前已經做成了習題。
review-problems-solve = { $count ->
   *[other] 做新的習題
}
review-problems-mine = 我的習題
review-problems-name = 你在 { $date } 對 { $opponent } 的對局
review-problems-name-people = { $date } 的對局，{ $black } 對 { $white }
