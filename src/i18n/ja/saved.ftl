## 保存した対局: 一覧、検討、取り込み、書き出し、共有リンク、保存領域のお知らせ。

saved-title = 保存した対局
# テキスト 004。
saved-device-only = この端末にだけ保存されています。ブラウザーのキャッシュやサイトデータを消すと、対局も消えます（アカウントへのバックアップはありません）。
saved-backup-hint = バックアップを残すには、対局を SGF ファイルに書き出してください。
saved-empty = 保存した対局はまだありません。
saved-empty-new-game = 新しい対局を始める
saved-empty-import = か、下から取り込んでください。
saved-export-all = すべて書き出す（SGF）
saved-delete-finished = 終わった対局をすべて削除
saved-nav-home = ホーム
saved-nav-new-game = 新しい対局
saved-nav-saved-games = 保存した対局
saved-players = { $black } 対 { $white }
saved-moves = { $count }手
saved-last-played = 最後に打った日 { $date }
saved-status-finished = 終局
saved-status-settling = 死に石を決めているところ
saved-status-black-to-play = 黒番
saved-status-white-to-play = 白番
saved-open = 開く
saved-review = 検討
saved-rename = 名前を変える
saved-export-sgf = SGF を書き出す
saved-delete = 削除
saved-rename-title = 題名
saved-rename-save = 題名を保存
saved-rename-cancel = キャンセル
saved-damaged-title = 壊れた保存対局
saved-damaged-stored = { $key } として保存、{ $bytes }バイト
saved-damaged-export = テキストを書き出す
saved-game-deleted = 対局を削除しました
saved-finished-deleted = 終わった対局を{ $count }局削除しました
saved-no-finished = 削除する終わった対局はありません。
# 対局者名のない棋譜を取り込んだときの対局者名。
saved-name-black = 黒
saved-name-white = 白

review-title = 検討: { $black } 対 { $white }
review-status = { $total }手中{ $number }手目{ $setup ->
        [yes] { " · 石の配置あり" }
       *[no] { "" }
    } · アゲハマ: 黒 { $black }、白 { $white }
review-board-label = { $size }路の囲碁盤、{ $number }手目
review-first = 最初
review-previous = 前へ
review-next = 次へ
review-last = 最後
review-slider = 対局の中の位置
review-continue = ここから打ち続ける
review-analyse = コンピューターで検討する
review-analyse-continue = コンピューターの検討を続ける
review-analysing = コンピューターが検討中: { $total }局面中{ $done }
review-graph-label = 対局を通した黒の勝率とリード。タップするとその手に移動します
review-graph-legend = 実線: 黒の勝率。破線: 黒のリード（中央の線より上なら黒が優勢）。
review-mistakes-of = { $color }の大きな悪手
review-no-mistakes = 1目以上損をした手はありません。
review-mistake = { $number }手目の{ $played }で約{ $points }目損をしました。
review-show-line = コンピューターの変化図を見る
review-line-status = コンピューターの変化図: { $total }手中{ $step }手目
review-line-return = 対局に戻る

import-title = 棋譜を取り込む（SGF）
import-choose-file = SGF ファイルを選ぶ
import-drop-or-paste = または、このページにファイルをドロップするか、棋譜を貼り付けてください:
import-sgf-text = SGF テキスト
import-pasted = 貼り付けたテキストを取り込む
import-imported = 取り込みました:
import-summary = { $black } 対 { $white }、{ $count }手。この端末に保存されました。
import-unreadable-file = ファイルを読めませんでした。
import-too-large = ファイルが大きすぎます（{ $kb } KB）。読めるのは 1 MB までの棋譜です。
import-malformed-at = 読める SGF の棋譜ではありません: { $reason }（{ $line }行、{ $column }列）。
import-malformed = 読める SGF の棋譜ではありません: { $reason }。
import-too-deep = 棋譜が長すぎます: 1本の流れに{ $depth }ノード（最大 { $max }）。
import-not-go = この SGF の棋譜は囲碁の対局ではありません。
import-not-square = 碁盤が { $width }x{ $height } です。打てるのは正方形の碁盤だけです。
import-size-unreadable = 碁盤の大きさが読めません。
import-size-out-of-range = 碁盤が { $size }x{ $size } です。打てる碁盤は { $min }x{ $min } から { $max }x{ $max } までです。
import-setup = 最初の局面を配置できません: { $detail }
import-does-not-replay = { $step }番目で対局を再現できません: { $reason }
import-fault-no-opening = SGF の棋譜は (; で始まります
import-fault-unclosed-value = ここで始まった値が ] で閉じていません
import-fault-unopened-tree = この ) に対応する ( がありません
import-fault-unclosed-tree = この ( が ) で閉じていません
import-fault-no-game-tree = ゲームツリーがありません: SGF は (; で始まります
import-fault-no-game = 対局が入っていません
import-many-games = このファイルには対局が{ $count }局あります。最初の1局を取り込みます。
import-rules-approximated = ルール「{ $ru }」は { $preset } として打ちます。
import-rules-unknown = ルール「{ $ru }」は不明です。{ $preset } として打ちます。
import-no-rules = 棋譜にルール（RU）の記載がありません。{ $preset } として打ちます。
# $rules はプリセットの ID（japanese、aga…）。
import-komi-unreadable = コミ（KM）が読めません。{ $rules } のルールに従い { $komi } を使います。
import-no-komi = 棋譜にコミ（KM）がありません。{ $rules } のルールに従い { $komi } を使います。
import-setup-refused = { $after }手目のあと、棋譜は石を置いたり除いたり（AB/AW/AE）しますが、ここではできません: { $reason } 対局は{ $after }手目まで取り込みます。
import-not-a-point = { $number }手目（{ $text }）はこの碁盤の点ではありません。対局は{ $previous }手目まで取り込みます。
import-ended-before = 対局は{ $number }手目の前に終わっています（{ $result }）。それ以降の手は除きます。
import-plays-twice-black = { $number }手目（黒 { $vertex }）: 黒が2回続けて打っています。黒の手として残します。
import-plays-twice-white = { $number }手目（白 { $vertex }）: 白が2回続けて打っています。白の手として残します。
import-cannot-play-black = { $number }手目（黒 { $vertex }）は打てません: { $reason } 対局は{ $previous }手目まで取り込みます。
import-cannot-play-white = { $number }手目（白 { $vertex }）は打てません: { $reason } 対局は{ $previous }手目まで取り込みます。
import-settling-step = { $after }手目のあと、死に石の決定 TG[{ $value }] を適用できません（{ $reason }）。対局はそこまで取り込みます。
import-settling-unreadable = Tengen の書き方になっていません
import-result-cannot-end = 棋譜には { $re } とありますが、ここではその形で終局できません: { $reason }
import-more-warnings = { "..." } ほかに警告が{ $count }件。

share-title = 共有された対局
share-opened = 共有された対局を開き、新しい対局として保存しました:
share-no-game = このページは対局のリンク（#sgf=… で終わるもの）を開きます。このリンクには対局が入っていません。
share-copy-sgf = SGF をコピー
share-link = リンクを共有
share-link-label = この対局へのリンク
share-sgf-copied = SGF の棋譜をクリップボードにコピーしました。
share-link-copied = リンクをコピーしました。開いた人はこの対局を受け取ります。
share-copy-refused = ブラウザーがコピーを許しませんでした。テキストを選択して自分でコピーしてください。
share-not-a-link = このリンクには対局が入っていません（#sgf= がありません）。
share-bad-character = この対局のリンクは壊れています: { $position }文字目はリンクに使えない文字です。
share-damaged = この対局のリンクは壊れているか途中で切れています。リンク全体をもう一度コピーしてください。
share-too-large = このリンクの対局は 1 MB を超えています。
share-not-text = この対局のリンクには棋譜が入っていません。
saved-by-link-your-move = リンク · あなたの手番
saved-by-link-their-move = リンク · { $name }の手番
saved-by-link-over = リンク · { $status }
saved-kept-title = 取りのけた壊れた値
saved-kept-help = これらの値は読めなかったため、上書きせずに取りのけてあります。テキストを残すには書き出し、不要なら削除してください。
saved-kept-game = 保存した対局
saved-kept-game-by-link = リンクでの対局
saved-kept-sure = このテキストを完全に削除しますか？
saved-kept-delete-yes = はい、削除する
saved-kept-not-deleted = 保存領域が拒否しました。何も削除していません。
review-problems-heading = 自分の悪手を問題に
review-problems-about = コンピューターがあなたの大きな悪手をもう一度見ます。局所の戦いではっきりした正解が一つだけあるものは、「自分の問題」の問題になります。何もこの端末の外には出ません。
review-problems-make = 自分の悪手から問題を作る
review-problems-judging = 悪手 { $total }個中{ $done }個目を見ています…
review-problems-none = 見る悪手は残っていません。
review-problems-made = { $looked }個の悪手を見ました:
review-problems-new = { $made ->
    [0] 新しい問題はありません。
   *[other] 「自分の問題」に新しい問題が{ $made }個。
}
review-problems-unclear = { $count }個は、はっきりした正解が一つではありませんでした。
review-problems-not-local = { $count }個は、コンピューターが名指しできる局所の戦いではありませんでした。
review-problems-already = { $count }個は、前に問題にしたものでした。
review-problems-solve = { $count ->
   *[other] 新しい問題を解く
}
review-problems-mine = 自分の問題
review-problems-name = { $date }の{ $opponent }とのあなたの対局
review-problems-name-people = { $date }の対局、{ $black } 対 { $white }
