## 應用框架、主螢幕和任何螢幕都會顯示的通知。

page-not-found = 此頁面不存在。

home-tagline = 圍棋：兩人在同一臺裝置上對弈，和另一部手機上的朋友對弈，或者和電腦對弈——附帶課程和習題。可離線使用。
home-menu = 主選單
home-new-game = 新對局
home-play-computer = 和電腦下棋
home-continue = 繼續
home-saved-games = 已儲存的對局
home-learn = 學習
home-daily = 每日一題
home-rules = 規則
home-settings = 設定

part-loading = 正在載入…
part-failed-title = Tengen 的這部分沒有載入
part-failed-body = 這部分還沒有下載到這臺裝置上，而且連線失敗了。你的對局是安全的。請檢查網路連線後重試。
part-retry = 重試
part-home = 主頁
part-failed-inline = 此螢幕的一部分沒有載入（它還不在這臺裝置上，而且連線失敗了）。

## 儲存通知和損壞的已儲存對局，任何螢幕都可能顯示。

storage-full = 瀏覽器的儲存空間已滿：刪除已結束的對局才能儲存這一局。
storage-unavailable = 此瀏覽器不允許儲存（隱私模式或儲存已停用）：你可以下棋，但對局不會保留。
storage-other = 瀏覽器無法儲存：{ $detail }
storage-changed-in-another-tab = 此對局已在另一個分頁中更改：正在重新載入較新的版本。
storage-newer-version = 此對局由較新版本的 Tengen（格式 { $format }）儲存，不會被覆蓋。
storage-does-not-replay = 無法儲存對局：{ $detail }
storage-stored-copy-damaged = 無法儲存對局：這臺裝置上儲存的副本打不開，不會在上面寫入任何內容。
storage-no-id = 無法儲存對局：它沒有 ID。
storage-not-saved = 未儲存：{ $reason } 你可以繼續下棋並匯出棋譜。
home-at-my-level = 按我的水平下
ladder-home-rating = 你對電腦的等級分：{ $games } 局後為 { $rating } ± { $deviation }。
