## 學習螢幕：選單、快速入門指南的各頁和課程播放器。

## src/ui/learn/mod.rs

learn-ui-title = 學習
learn-ui-tagline = 剛接觸圍棋？讀一讀規則，提一顆子，然後下你的第一局。
learn-ui-rules-in-short = 規則簡介
learn-ui-lessons = 課程
learn-ui-lessons-done = 已完成 { $done }/{ $total }
learn-ui-start-lessons = 開始課程：{ $title }
learn-ui-continue-lesson = 繼續：{ $title }
learn-ui-all-done = 你已經學完了所有課程。
learn-ui-done = 完成
learn-ui-home = 主頁

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ 學習
learn-ui-page = 第 { $page } 頁，共 { $total } 頁
learn-ui-guide-board = { $size }×{ $size } 棋盤：{ $title }
learn-ui-before-moves = 著手之前。
learn-ui-move-caption = 第 { $number } 手，共 { $total } 手：{ $what }
learn-ui-play = 播放
learn-ui-pause = 暫停
learn-ui-step = 下一步
learn-ui-back = 上一頁
learn-ui-next = 下一頁
learn-ui-try-capture = 試試提子

## src/ui/learn/model.rs：指南說明中的一手

learn-ui-black-plays = 黑方下在 { $point }。
learn-ui-white-plays = 白方下在 { $point }。
learn-ui-black-passes = 黑方停一手。
learn-ui-white-passes = 白方停一手。
learn-ui-black-resigns = 黑方認輸。
learn-ui-white-resigns = 白方認輸。

## src/ui/learn/lesson.rs

learn-ui-not-found = 找不到課程
learn-ui-not-found-body = 沒有與此連結對應的課程。
learn-ui-broken = 無法顯示此課程。
learn-ui-lesson-board = { $size }×{ $size } 課程棋盤，第 { $step } 步，共 { $total } 步
learn-ui-step-count = 第 { $step } 步，共 { $total } 步
learn-ui-lesson-complete = 本課完成。
learn-ui-found = 已找到 { $found }/{ $total }
learn-ui-black-to-play = 黑先
learn-ui-white-to-play = 白先
learn-ui-pass = 停一手
learn-ui-continue = 繼續
learn-ui-hint-label = 提示：
learn-ui-hint = 提示
learn-ui-ask-computer = 問電腦
learn-ui-computer-elsewhere = 電腦在這裡會下在別處：這一步要求的是一個特定的著法。「提示」按鈕會告訴你是什麼。
learn-ui-computer-failed = 電腦無法檢視這個棋盤：它無法啟動或下載。請稍後再試；「提示」按鈕不需要電腦也能用。
learn-ui-retry = 重做
learn-ui-back-to-learn = 返回學習

## src/ui/learn/feedback.rs

learn-ui-correct = 正確
learn-ui-not-quite = 不太對
learn-ui-note = 說明
learn-ui-game-says = 對局提示：

## src/ui/learn/store.rs：從課程開始的對局中的對局者名稱

learn-ui-name-black = 黑方
learn-ui-name-white = 白方

learn-ui-play-friend = 和朋友下棋
learn-ui-play-computer = 和電腦下棋
