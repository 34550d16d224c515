## 対局画面、碁盤、そこに出る言葉。

## 手番の色（対局者の名前として）。
color-black = 黒
color-white = 白

## 着手や操作ができない理由。
move-error-off-board = その点は盤上にありません。
move-error-occupied = その点にはもう石があります。
move-error-suicide = 自殺手です。石にはダメが一つ以上必要です。
move-error-ko = コウです。先に他の場所に打ってください。
move-error-superko-start = 同形反復です。最初の局面に戻ってしまいます。
move-error-superko = 同形反復です。{ $number }手目のあとの局面に戻ってしまいます。
move-error-not-your-turn = あなたの手番ではありません。
move-error-not-playing = 死に石を決めているところです。石を打つには対局を再開してください。
move-error-game-over = 対局は終わりました。
move-error-resign-too-early = 投了できるのは{ $count }手目以降です。
move-error-not-settling = 死に石の指定は、両者がパスしたあとにできます。
move-error-no-stone = そこに石はありません。
move-error-nothing-to-undo = 戻す手がありません。

## 碁盤とその点（スクリーンリーダーの読み上げ）。
board-label = { $size }路の囲碁盤（{ $size }×{ $size }）
board-keys-hint = 矢印キーで移動、Enter で打ちます。? でキーの一覧。
board-empty = 空点
board-black-stone = 黒石
board-white-stone = 白石
board-marked-dead = 死に石の印
board-suggested-dead = コンピューターの提案で死に石の印
board-hint = コンピューターのヒント { $rank }
board-better-move = コンピューターが好む手
board-black-territory = 黒の地
board-white-territory = 白の地
board-last-move = 最後の手

## 対局画面。
play-saved-games = 保存した対局
play-home = ホーム
play-review = 検討
play-rules = ルール
play-title = 対局: { $black }（黒）対 { $white }（白）
play-board-label = { $size }路の囲碁盤、{ $number }手目
play-move-number = { $number }手目
play-pass = パス
play-undo = 一手戻す
play-resign = 投了
play-cancel = キャンセル
play-confirm-pass = { $color }がパスしますか？
play-confirm-pass-yes = はい、パスする
play-confirm-resign = { $color }が投了して負けを認めますか？
play-confirm-resign-yes = はい、投了する
play-to-play = — 手番
play-captures = アゲハマ: { $count }
play-pass-stones = パス石: { $count }

## いま起きたこと（お知らせ欄と読み上げ）。
play-passed = { $color }がパスしました。
play-resigned = { $color }が投了しました。
play-played = { $color }が{ $point }に打ちました。
play-played-captured-white = { $color }が{ $point }に打ち、白石を{ $count }個取りました。
play-played-captured-black = { $color }が{ $point }に打ち、黒石を{ $count }個取りました。
play-tap-again = そこに打つには、もう一度{ $point }をタップしてください。
play-marked-dead = この石を死に石にしました。
play-marked-alive = この石を生き石に戻しました。
play-took-back-move = 最後の手を戻しました。
play-took-back-mark = 最後の印を戻しました。
play-suggested = コンピューターの提案: { $count ->
        [0] 死に石はありません
       *[other] 死に石のまとまりが{ $count }つ
    }。印を確かめてから合意してください。
play-suggestion-stale = コンピューターが見ている間に印が変わったため、提案は使いませんでした。
play-agreed = 両者が合意しました。整地して数えます。
play-resumes = 対局を再開します。
play-settle-now = 対局が止まりました。盤上の死に石を決めましょう。死んでいる石に印をつけ、数え方に合意してください。
play-atari-black = アタリ: { $points }の黒石（{ $count }個）。
play-atari-white = アタリ: { $points }の白石（{ $count }個）。
play-color-to-play = { $color }の番です。
play-deleted-elsewhere = この対局は別のタブで削除されました。この端末にはもう保存されていません。
move-error-setup-without-liberty = この配置では、ダメのない石ができてしまいます。
play-open-ko = { $point }のコウがまだ解消されていません。このルールでは整地の前にコウを解消する必要があります。対局を再開して解消してください。
play-no-clock = この対局には時計がありません。
play-not-finished = 対局はまだ終わっていません。
play-computer-thinking = コンピューターが考えています。あなたの手番はその手のあとです。すぐ打たせるには「今すぐ打つ」を選んでください。
play-computer-stale = コンピューターの手は前の局面に対するものでした。考え直します。

## コンピューターの対局者
computer-level-first-game = はじめての対局
computer-level-first-game-about = 打つ価値のある手の一部だけを見て、その中から選びます。ルールを覚えたばかりの人向け。
computer-level-beginner = 入門
computer-level-beginner-about = 形になる手を打ちますが、最善手をよく見逃します。
computer-level-casual = 気楽に
computer-level-casual-about = 感覚で打ち、ときどきもっと良い手を見落とします。
computer-level-club = 碁会所レベル
computer-level-club-about = 毎手、ネットワークの第一感だけで打ち、読みはしません。
computer-level-strong-club = 碁会所の強豪
computer-level-strong-club-about = 毎手、いくつかの変化を読んでから打ちます。
computer-level-expert = 高段者
computer-level-expert-about = 最強レベルの4分の1ほど読みます。
computer-level-strongest = 最強
computer-level-strongest-about = 1手につき約2秒（9路）から5秒（19路）で、ブラウザーが読めるかぎり読みます。
computer-level-number = レベル { $number }
computer-rung = ステップ { $number }
computer-rung-named = ステップ { $number } · { $name }
computer-rung-overlooks-many = 打つ価値のある手だけを打ちますが、最善手の多くを見落とします。ルールを覚えたばかりの人向け。
computer-rung-overlooks-some = 形になる手を打ちますが、最善手をよく見逃します。
computer-rung-overlooks-few = 感覚で打ち、ときどきもっと良い手を見落とします。
computer-rung-instinct = 毎手、ネットワークの第一感だけで打ち、読みはしません。
computer-rung-reads = 9路では毎手、{ $visits }局面を先読みしてから打ちます。
computer-rung-strongest = 1手につき約2秒（9路）から5秒（19路）で、ブラウザーが読めるかぎり読みます。
computer-name = コンピューター（{ $level }）
play-no-takebacks = コンピューター相手の待ったはオフです（設定）。
play-accepted = 印に合意しました。友達にリンクを送ってください。両者が同じ印に合意すると整地して数えます。
play-friend-to-move = あなたの手番ではありません。友達にリンクを送り、相手のリンクを待ってください。
play-between-devices = 2台の端末の間では手を戻せません。リンクは対局に手を足すだけです。
play-games-by-link = リンクでの対局
play-agree = 合意する
play-resume = 対局を再開（{ $color }の手番）
computer-thinking = 考え中…
