## 対局画面の盤の下の部分: 対局の終わり方、計算、キーボード操作、死に石の決定、形勢判断とヒント、コンピューターの状態。

## 対局の終わり方。
result-draw-before-capture = 引き分け: 石を取る前に両者がパスしました
result-draw-equal = 引き分け（ジゴ）: 数えた結果が同じです
result-wins-by-points = { $winner }の{ $points }目勝ち
result-resigned = { $winner }の中押し勝ち: { $loser }が投了しました
result-resigned-credited = { $winner }の勝ち: { $loser }が投了しました（{ $winner }に{ $points }目が与えられます）
result-timeout = { $winner }の勝ち: { $loser }の時間切れ
result-first-capture = { $winner }の勝ち: 先に石を取りました

## 計算の内訳。
count-caption = 計算
count-item = 項目
count-stones = 石
count-territory = 地
count-captures = アゲハマ
count-pass-points = パスの点
count-pass-stones = パス石
count-komi = コミ
count-compensation = 置き石の補い
count-total = 合計

## 碁盤とその点（スクリーンリーダーの読み上げ）。
board-no-coordinate = 座標が入力されていません。
board-not-a-coordinate = 「{ $text }」は碁盤の座標ではありません。
board-not-on-board = { $point }はこの碁盤の上にありません。
board-bad-size = 碁盤は{ $min }路から{ $max }路までです（{ $min }x{ $min } から { $max }x{ $max }）。{ $size }x{ $size } は使えません。

## キーボード操作とそのヘルプ。
keys-disclosure = キーボードとスクリーンリーダー
keys-play-at = 打つ点（例: D4）
keys-play = 打つ
keys-read-board = 盤を読み上げる
keys-open = キー
keys-title = キーボード
keys-close = 閉じる
keys-arrows = 矢印キー
keys-arrows-do = 盤上のカーソルを移動
keys-home-end = Home / End
keys-home-end-do = 行の最初か最後へ
keys-page = Page Up / Page Down
keys-page-do = 一番上か一番下の行へ
keys-enter = Enter または Space
keys-enter-do = カーソルの位置に打つ（死に石を決めているときは、その石に印をつける）
keys-pass-do = パス（もう一度押して確定）
keys-undo-do = 最後の手を戻す
keys-coordinates-do = 座標の表示を切り替える
keys-read-do = 盤を読み上げる
keys-help-do = このキー一覧を表示
keys-escape = Escape
keys-escape-do = 質問を取り消す、またはこのヘルプを閉じる

## 対局画面。
play-new-game = 新しい対局
play-rematch = もう一局
play-settle-title = 盤上の死に石を決める
play-settle-help = 石をタップすると、死に石の印をつけたり、生き石に戻したりできます。数えた結果が正しければ合意し、意見が分かれたら対局を再開して決着をつけてください。
play-suggest-ask = どの石が死んでいるかコンピューターに聞く
play-suggest-looking = コンピューターが盤を見ています…
play-suggest-cancel = キャンセル
play-suggest-try-again = もう一度
play-suggest-note = オレンジの点線の × はコンピューターの提案です。石をタップして変更し、それから合意してください。
play-estimate-ask = 形勢判断
play-hint-ask = ヒント
play-advice-hide = 隠す
play-advice-looking = コンピューターが見ています…
play-estimate = { $lead }（黒の勝率: { $percent }%）。
play-estimate-lead = { $color }が約{ $points }目リード
play-estimate-even = ほぼ互角
play-hint-line = { $rank }. { $point }: { $reason }
play-hint-none = コンピューターが勧める手はありません。パスしてかまいません。
play-hint-captures = 石を{ $count }個取る
play-hint-saves = アタリの石{ $count }個を助ける
play-hint-choice = コンピューターの選んだ手
play-count-gives = この計算の結果: { $result }
play-undo-mark = 印を戻す

## コンピューターの対局者
computer-loading = コンピューター対局者を取得中…
computer-visits = { $planned }中{ $done }の変化を読みました
computer-play-now = 今すぐ打つ
computer-try-again = もう一度
computer-failed-start = このブラウザーではコンピューター対局者を起動できませんでした。対局は保存されています。
computer-failed-crash = コンピューター対局者が止まりました。対局は保存されています。もう一度お試しください。
computer-failed-offline = コンピューター対局者を取得できませんでした（接続がありません）。対局は保存されています。オンラインになったらもう一度お試しください。
computer-failed-missing = コンピューター対局者を取得できませんでした（エラー { $status }）。対局は保存されています。
computer-failed-damaged = コンピューター対局者のファイルが壊れています。対局は保存されています。もう一度お試しください。
computer-you = あなた
computer-you-win = あなたの勝ち！
computer-wins = コンピューターの勝ち。

## 盤のそばの先生: 損をした手のあとのひとこと。
teacher-lost = その手は約{ $points }目の損です。
teacher-leaves-in-atari = { $color }は{ $point }であなたの石{ $stones }個を取れるようになりました。
teacher-ignores-atari = { $color }はまだ{ $point }でアタリになっているあなたの石{ $stones }個を取れます。
teacher-misses-capture = { $point }に打てば石を{ $stones }個取れました。
teacher-better = コンピューターは盤上に丸で示した{ $point }を好みます。
teacher-better-pass = コンピューターならパスしていました。
teacher-take-back = 手を戻す
teacher-dismiss = OK

## 盤の読み上げ（キーボード操作）、別のタブで削除された対局の帯、レベルの連勝。
play-read-empty = 盤上に石はありません。
play-read-stones = { $color }: { $points }。
play-read-no-stones = { $color }: 石なし。
play-read-dead = { $point } 死に石
play-save-again = もう一度保存する
play-leave = 離れる

## ここに保存された値について保存領域が見つけたこと（その値を持つ画面が伝えます）、削除のあとの通知。
saved-undo = 元に戻す
saved-kept-again = この対局はまたこの端末に保存されています。
storage-value-settings = あなたの設定
storage-value-learn-progress = レッスンの進み具合
storage-value-problems-progress = 問題の進み具合
storage-value-imports = 取り込んだ問題
storage-value-rush = ラッシュの最高記録
storage-value-ladder = コンピューター相手のあなたのレーティング
storage-value-friend-list = リンクでの対局の一覧
storage-value-review = この対局のコンピューターによる検討
storage-value-other = この端末に保存された値
storage-set-aside = { $value }を読めませんでした（{ $why }）。何も上書きしていません。この端末に { $key }（{ $bytes }バイト）として取りのけてあり、ここでは新しく始めます。
storage-left-in-place = { $value }を読めませんでした（{ $why }）。そのまま残し、上書きしません。ブラウザーに取りのけるだけの空きができるまで、変更は保存されません。
storage-rebuilt = { $value }を読めなかったため（{ $why }）、ここにある対局から作り直しました: 対局{ $count }局、失われたものはありません。
storage-rebuilt-missing = { $value }がなかったため、ここにある対局から作り直しました: 対局{ $count }局、失われたものはありません。
storage-refused = { $value }を保存できませんでした: { $why }。前に保存したものは残っています。
storage-refused-full = ブラウザーの保存領域がいっぱいです（終わった対局を削除すると空きができます）
storage-refused-off = このブラウザーでは保存できません（プライベートモードか保存が無効）
storage-refused-other = ブラウザーからのメッセージ: { $detail }

## 対局画面で開けない対局と、保存された値が読めない理由。
play-missing-title = 対局が見つかりません
play-missing-text = この端末にはこのリンクの対局がありません。対局は打った端末にだけ保存されます。
saved-damaged-not-json = 保存されたテキストが壊れています（{ $detail }）。
saved-damaged-incomplete = 保存された対局が不完全です（{ $detail }）。
saved-damaged-newer-version = 壊れています: 新しいバージョンの Tengen（形式 { $format }）で書かれています。開くにはこのページを更新してください。
storage-why-cut-short = 途中で切れていました
storage-why-not-its-format = 決まった形式ではありません
storage-why-shape = 一部が欠けているか、種類が違います
storage-why-absurd = 数値がありえない値です
storage-why-newer = 新しいバージョンの Tengen が書いたものです

## 時計の一時停止。
play-continue-clock = 時計を再開
play-pause-clock = 時計を止める

## はしご: コンピューターとの対局後のレーティングと、次のステップの提案
ladder-rating-up = あなたのレーティング { $rating } ± { $deviation }、{ $change } 上がりました。
ladder-rating-down = あなたのレーティング { $rating } ± { $deviation }、{ $change } 下がりました。
ladder-rating-same = あなたのレーティング { $rating } ± { $deviation }、変わりません。
ladder-with-stones = { $opponent }（あなたに置き石{ $stones }個）
ladder-offer-harder = { $against }に3連勝。次のステップ「{ $next }」に挑戦しますか？
ladder-offer-easier = { $against }に3連敗。一つやさしいステップ「{ $next }」にしますか？
ladder-take-offer = { $next }と打つ
play-mistake-problems = 自分の悪手から問題を作る
