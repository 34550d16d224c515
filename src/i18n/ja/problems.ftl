## 学ぶ → 問題: メニューと問題の画面。

## src/ui/learn/mod.rs

problems-open = 問題を開く

## src/ui/learn/problems/mod.rs

problems-title = 問題
problems-tagline = レッスンで学んだことの練習です。石を取る、逃げる、シチョウ、ゲタ、攻め合い、それから死活と実戦の戦い。どの問題も正解は一つです。
problems-rating = あなたのレーティング: { $rating }（± { $deviation }）
problems-solved-count = { $total }問中{ $solved }問正解
problems-next-for-me = 私に合った次の問題
problems-all-solved = ここの問題はすべて解きました。
problems-levels = レベル別
problems-level-solved = { $total }問中{ $solved }問正解
problems-mine = 自分の問題
problems-mine-none = まだ問題はありません。対局の検討（「自分の悪手から問題を作る」）から、自分の悪手がここで問題になります。ほかの問題集の SGF 問題ファイルも同じように解けます。ファイルが正解と印をつけた手（TE、「Correct」、「RIGHT」）、なければその本線が答えです。
problems-import = SGF 問題ファイルを取り込む
problems-play = 解く
problems-remove = 外す
problems-remove-named = { $name }を外す
problems-import-done = { $name }から問題を{ $count }問取り込みました。
problems-import-unreadable-file = { $name }を読めませんでした。
problems-import-too-large = { $name }はここに保存するには大きすぎます（{ $kb } KB、最大 { $max } KB）。
problems-import-empty = { $name }には問題が入っていません。
problems-import-unreadable = { $name }は問題として読めません。{ $reason }
problems-error-in-problem = 問題 { $number }: { $what }
problems-error-no-stones = 盤上に石がありません。解くものがありません。
problems-error-move-in-root = 最初のノードに着手が入っています。問題は局面から始まります。
problems-error-setup = 局面を配置できません。（{ $detail }）
problems-error-setup-after = { $after }のあとで石が置かれたり除かれたりしています。最初の局面のあとに続けられるのは着手だけです。
problems-error-setup-first = 最初の着手の前に石が置かれたり除かれたりしています。最初の局面のあとに続けられるのは着手だけです。
problems-setup-off-board = { $point }の{ $color }の石は盤の外です。
problems-setup-occupied = { $point }の{ $color }の石がほかの石と重なっています。
problems-setup-takes = { $point }の{ $color }の石が、隣の石の最後のダメをふさいでいます。
problems-setup-no-liberty = { $point }の石にはダメがありません。
problems-error-move = 打てない手があります。（{ $detail }）
problems-error-too-big = 解答の木が大きすぎます。
problems-error-data = 問題のデータが読めません。（{ $detail }）
problems-delete-progress = 進み具合を削除
problems-delete-question = この端末の解いた問題とレーティングを削除しますか？ 取り込んだ問題は残ります。
problems-delete-yes = 削除
problems-cancel = キャンセル
problems-deleted = 進み具合を削除しました。

## src/ui/learn/problems/words.rs

problems-task-capture = { $color }番: 印のついた石を取ってください。
problems-task-save = { $color }番: 印のついた石を助けてください。
problems-task-best = { $color }番: 最善の手を見つけてください。
problems-task-danger = { $color }番: 危ない石を助けてください。
problems-task-life = { $color }番: 一団の死活を決める手を見つけてください。
problems-task-cut = { $color }番: 大事な切りかツギを見つけてください。
problems-task-endgame = { $color }番: 一番大きいヨセの手を見つけてください。
problems-task-captures = { $color }番: 石を取る手を見つけてください。
problems-category-capture-in-one = 1手で取る
problems-category-atari = 正しい側からアタリ
problems-category-ladder = シチョウ
problems-category-net = ゲタ
problems-category-snapback = ウッテガエシ
problems-category-capturing-race = 攻め合い
problems-category-connect-to-save = つないで助ける
problems-category-escape = 逃げる
problems-category-life-and-death = 死活
problems-category-cut-or-connect = 切るかつなぐか
problems-category-endgame = ヨセ
problems-level = レベル { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color }は手抜き
problems-move-captures = { $what }（石を{ $count }個取る）
problems-why-joins = { $color }に逃げられます: { $point }の石が{ $stone }の石とつながり、ダメが{ $liberties }つになります。
problems-why-escapes = { $color }に逃げられます: { $point }の石のダメが{ $liberties }つになります。
problems-why-captured = { $color }が{ $point }のあなたの石（{ $count }個）を取ります。
problems-why-trapped = { $point }のあなたの石は逃げられません: ダメは残り{ $liberties }つで、次の手で取られます。
problems-why-loses = { $color }があなたの石を{ $count }個取ります。
problems-why-refuted = { $color }に受けられて、あなたの手はうまくいきません。
problems-why-not-the-answer = それは正解ではありません。
problems-solved-safe = あなたの石は安全です: ダメ{ $liberties }つ。
problems-solved-captured = 石を{ $count }個取りました。
problems-solved-plain = 問題を解きました。
problems-right = 正解
problems-solved = 正解
problems-wrong = 不正解
problems-answer = 正解手
problems-first-try = 一発正解！
problems-your-move = あなたの手番: { $color }番です。
problems-hint-area = 印のついた範囲を見てください。
problems-hint-move = 印のついた点に打ってください。
problems-file-says = ファイルのコメント: { $comment }

## src/ui/learn/problems/player.rs

problems-not-found = この問題はありません
problems-not-found-body = 取り込んだファイルと一緒に外されたのかもしれません。
problems-broken = この問題の局面を配置できません: { $reason }
problems-back = ‹ 問題
problems-board = 問題 { $name }、{ $size }路盤
problems-rating-change = レーティング { $change }: 現在 { $rating }。
problems-source = { $source }
problems-source-tengen = Tengen のために作られ、その戦術の読みで確かめた問題。
problems-source-tengen-life = Tengen のために作られ、その死活の読みで確かめた問題。
problems-source-game = 「{ $game }」の{ $number }手目から。
problems-source-review = 対局の検討を開く
problems-mistake-title = あなたの{ $number }手目
problems-try-again = もう一度
problems-show-answer = 正解を見る
problems-next = 次の問題
problems-hint = ヒント
problems-restart = 最初から
problems-skip = とばす

## src/ui/learn/problems/rush.rs と今日の問題

problems-daily = 今日の問題
problems-daily-about = 今日はみんなに同じ問題。毎日新しくなります。
problems-rush = ラッシュ
problems-rush-about = 3分間、前より少しずつ難しくなる問題を解きます。3回まちがえると終わりです。
problems-rush-start = ラッシュを始める
problems-rush-best = ラッシュの最高記録: { $best }問正解
problems-rush-no-best = ラッシュはまだありません。
problems-rush-time = 残り時間: { $time }
problems-rush-score = 正解: { $solved }
problems-rush-mistakes = まちがい: { $most }回中{ $mistakes }回
problems-rush-right = 正解。正解数: { $solved }。
problems-rush-wrong = 不正解: まちがい { $most }回中{ $mistakes }回目。
problems-rush-over-mistakes = 3回まちがえたので、ラッシュは終わりです。{ $solved }問正解。
problems-rush-over-time = 時間切れ。{ $solved }問正解。
problems-rush-over-all = ラッシュの問題をすべて解き、{ $solved }問正解しました。
problems-rush-new-best = 最高記録更新！
problems-rush-again = もう一度ラッシュ

## 一手の意味（収録問題の事実から）: 「-you」は学ぶ人自身の手、「-them」は相手の手
## （$color と $point: 誰がどこに打ったか）。
problems-fact-captures-you = { $at }の石（{ $count }個）を取ります。
problems-fact-captures-them = { $color }が{ $at }のあなたの石（{ $count }個）を取ります。
problems-fact-atari-you = アタリ: { $at }の石（{ $count }個）のダメは残り1つです。
problems-fact-atari-them = { $color }が{ $at }のあなたの石（{ $count }個）をアタリにします: ダメは残り1つ。
problems-fact-joins-you = { $strings }つの一団を一つにつなぎます: 石{ $count }個でダメ{ $liberties }つ。
problems-fact-joins-them = { $color }が{ $point }でつなぎます: 石{ $count }個でダメ{ $liberties }つ。
problems-fact-cuts-you = 相手の石を切り離します。
problems-fact-cuts-them = { $color }が{ $point }で切ります: あなたの石が切り離されます。
problems-fact-eye-you = { $at }に眼を作ります。
problems-fact-eye-them = { $color }が{ $at }に眼を作ります。
problems-fact-vital-you = 急所を占めます: まちがった手には相手がここに打ってきます。
problems-fact-vital-them = { $color }が{ $point }の急所を占めます。
problems-fact-fills-you = { $at }の石のダメを1つふさぎます: 残り{ $liberties }つ。
problems-fact-fills-them = { $color }が{ $at }のあなたの石のダメを1つふさぎます: 残り{ $liberties }つ。
problems-fact-extends-you = あなたの石が脱出します: ダメ{ $liberties }つ。
problems-fact-extends-them = { $color }が{ $point }で脱出します: ダメ{ $liberties }つ。
problems-fact-liberties-you = ここのあなたの石のダメは{ $liberties }つです。
problems-fact-liberties-them = { $color }が{ $point }で受けます: その石のダメは{ $liberties }つです。
problems-fact-ladder = シチョウ: アタリ、アタリと続き、石は逃げられません。
problems-fact-net = ゲタ: 石はゆるく囲まれていて、逃げ出せません。
problems-fact-snapback = 相手が取るしかないホウリコミのあと、それより多くの石を取り返す: ウッテガエシ。
problems-fact-throw-in = ホウリコミ: 眼やダメをつぶすために捨てる石。
problems-fact-loses = この変化では石を{ $count }個失います。
problems-fact-margin-right = 探索の評価では、一番まちがえやすい手より{ $points }目、勝率で{ $percent } %上です。
problems-fact-margin-wrong = 探索の評価: 正解より{ $points }目、勝率で{ $percent } %損です。
