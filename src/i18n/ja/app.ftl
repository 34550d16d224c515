## アプリの枠、ホーム画面、どの画面にも出るお知らせ。

page-not-found = このページはありません。

home-tagline = 1台で2人で、別の端末の友達と、またはコンピューターと打てる囲碁。レッスンと問題つき。オフラインでも使えます。
home-menu = メイン
home-new-game = 新しい対局
home-play-computer = コンピューターと打つ
home-continue = 続きから
home-saved-games = 保存した対局
home-learn = 学ぶ
home-daily = 今日の問題
home-rules = ルール
home-settings = 設定

part-loading = 読み込み中…
part-failed-title = Tengen のこの部分を読み込めませんでした
part-failed-body = この部分はまだこの端末にダウンロードされておらず、接続にも失敗しました。対局は無事です。接続を確かめて、もう一度お試しください。
part-retry = もう一度
part-home = ホーム
part-failed-inline = この画面の一部を読み込めませんでした（まだこの端末になく、接続にも失敗しました）。

## 保存領域のお知らせと壊れた保存対局（どの画面にも出ます）。

storage-full = ブラウザーの保存領域がいっぱいです。この対局を保存するには、終わった対局を削除してください。
storage-unavailable = このブラウザーでは保存できません（プライベートモードか保存が無効）。対局はできますが、記録は残りません。
storage-other = ブラウザーが保存できませんでした: { $detail }
storage-changed-in-another-tab = この対局は別のタブで変更されました。新しい方を読み込み直します。
storage-newer-version = この対局は新しいバージョンの Tengen（形式 { $format }）で保存されたため、上書きしません。
storage-does-not-replay = 対局を保存できませんでした: { $detail }
storage-stored-copy-damaged = 対局を保存できませんでした。この端末に保存されている記録が開けないため、上書きしません。
storage-no-id = 対局を保存できませんでした。ID がありません。
storage-not-saved = 保存されていません: { $reason } 対局を続けて、棋譜を書き出すことはできます。
home-at-my-level = 自分のレベルで打つ
ladder-home-rating = コンピューター相手のあなたのレーティング: { $games }局で { $rating } ± { $deviation }。
