## 「学ぶ」の画面: メニュー、入門ガイドのページ、レッスンの画面。

## src/ui/learn/mod.rs

learn-ui-title = 学ぶ
learn-ui-tagline = 囲碁ははじめて？ ルールを読み、石を取ってみて、それから最初の対局を打ちましょう。
learn-ui-rules-in-short = ルールのあらまし
learn-ui-lessons = レッスン
learn-ui-lessons-done = { $done } / { $total } 終了
learn-ui-start-lessons = レッスンを始める: { $title }
learn-ui-continue-lesson = 続きから: { $title }
learn-ui-all-done = すべてのレッスンを終えました。
learn-ui-done = 終了
learn-ui-home = ホーム

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ 学ぶ
learn-ui-page = { $total }ページ中{ $page }ページ目
learn-ui-guide-board = { $size }路盤: { $title }
learn-ui-before-moves = 着手の前。
learn-ui-move-caption = { $total }手中{ $number }手目: { $what }
learn-ui-play = 再生
learn-ui-pause = 一時停止
learn-ui-step = 1手進む
learn-ui-back = 戻る
learn-ui-next = 次へ
learn-ui-try-capture = 石を取ってみる

## src/ui/learn/model.rs: ガイドの説明文の一手

learn-ui-black-plays = 黒が{ $point }に打ちます。
learn-ui-white-plays = 白が{ $point }に打ちます。
learn-ui-black-passes = 黒がパスします。
learn-ui-white-passes = 白がパスします。
learn-ui-black-resigns = 黒が投了します。
learn-ui-white-resigns = 白が投了します。

## src/ui/learn/lesson.rs

learn-ui-not-found = レッスンが見つかりません
learn-ui-not-found-body = このリンクのレッスンはありません。
learn-ui-broken = このレッスンは表示できません。
learn-ui-lesson-board = { $size }路のレッスン盤、{ $total }ステップ中{ $step }
learn-ui-step-count = { $total }ステップ中{ $step }
learn-ui-lesson-complete = レッスン終了。
learn-ui-found = { $total }個中{ $found }個見つけました
learn-ui-black-to-play = 黒番
learn-ui-white-to-play = 白番
learn-ui-pass = パス
learn-ui-continue = 続ける
learn-ui-hint-label = ヒント:
learn-ui-hint = ヒント
learn-ui-ask-computer = コンピューターに聞く
learn-ui-computer-elsewhere = コンピューターならここでは別の場所に打ちます。このステップは特定のことを求めています。何をすればよいかは「ヒント」ボタンが教えてくれます。
learn-ui-computer-failed = コンピューターがこの盤を見られませんでした（起動も取得もできませんでした）。あとでもう一度お試しください。「ヒント」ボタンはコンピューターなしで使えます。
learn-ui-retry = やり直す
learn-ui-back-to-learn = 「学ぶ」に戻る

## src/ui/learn/feedback.rs

learn-ui-correct = 正解
learn-ui-not-quite = 惜しい
learn-ui-note = メモ
learn-ui-game-says = 対局からのお知らせ:

## src/ui/learn/store.rs: レッスンから始めた対局の対局者名

learn-ui-name-black = 黒
learn-ui-name-white = 白

learn-ui-play-friend = 友達と打つ
learn-ui-play-computer = コンピューターと打つ
