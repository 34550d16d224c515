## 入門ガイド、練習の対局、レッスン。

## src/learn/guide.rs

learn-guide-board-title = 碁盤
learn-guide-board-body = 石は線と線が交わる点に打ちます。対局は何もない碁盤から始まります。
learn-guide-turns-title = 交互に打つ
learn-guide-turns-body = 黒が先に打ち、次に白が打ちます。自分の番には、空いている点に石を1つ置きます。石は動きません。
learn-guide-pass-title = パスもできる
learn-guide-pass-body = 石を置くかわりにパスしてもかまいません。その番は終わり、あとでまた打てます。
learn-guide-capture-title = 石を取る
learn-guide-capture-body = つながった石のすぐ隣の空いた点を、その石のダメ（呼吸点）といいます。最後のダメをふさぐと、その石は取られて盤上から取り除かれます。
learn-guide-end-title = 終局
learn-guide-end-body = 両者が続けてパスすると対局は止まります。逃げられない石はどれかを話し合って、盤上から取り除きます。意見が合わなければ、打ち続けます。
learn-guide-count-title = 数える
learn-guide-count-body = 盤上の自分の石は1つにつき1目、自分の石だけに囲まれた空いた点も1つにつき1目と数えます。
learn-guide-komi-title = コミ
learn-guide-komi-body = 白は後から打つので、7.5目の追加点をもらいます。これをコミといいます。合計の多い方が勝ち。半目があるので引き分けにはなりません。

## src/learn/lessons/basics.rs

learn-liberties-prompt = 印のついた石のダメ（すぐ隣の空いた点）を全部タップしてください。
learn-liberties-hint = 石から真上、真下、左、右を見てください。斜めの点は数えません。
learn-liberties-title = ダメ
learn-liberties-intro = 石は、線に沿って隣り合う空いた点で息をしています。これがその石のダメです。
learn-liberties-done-centre = 4つ。広いところにある石にはダメが4つあります。
learn-liberties-done-edge = 3つ。盤の端が1つ減らします。
learn-liberties-success = 隅では2つ。ダメが少ない石ほど取られやすくなります。
learn-strings-title = つながった石
learn-strings-intro = 線に沿って隣り合う同じ色の石は、つながって一つになります。つながった石は、全部のダメを共有します。
learn-strings-prompt-tap = 印のついたつながった石のダメを全部タップしてください。
learn-strings-hint-tap = 石を一つずつたどり、それぞれの周りを見てください。
learn-strings-done-tap = 全部見つけました。1つの点は2つの石に接しています。
learn-strings-prompt-count = このつながった石のダメはいくつ？
learn-strings-wrong-count = もう一度数えてください。2つの石が共有する点は1回だけ数えます。
learn-strings-hint-count = いまタップした点を数えてください。
learn-strings-success = 7つ。共有するダメは、つながった石全体で1回だけ数えます。
learn-atari-title = アタリ
learn-atari-intro = ダメが残り1つになった石はアタリです。次にそこに打たれると取られます。
learn-atari-prompt-find = 白石の1つがアタリになっています。タップしてください。
learn-atari-wrong-find = その石にはまだダメが2つあります。ダメが1つしかない石を探してください。
learn-atari-other-find = 白石のどれかをタップしてください。
learn-atari-hint-find = それぞれの白石の隣の空いた点を数えてください。
learn-atari-done-find = 正解。空いているのは上の点だけです。
learn-atari-prompt-play = 今度はもう1つの白石をアタリにしてください。
learn-atari-wrong-play = それでは最初の石を取ってしまいます。ここでは印のついた石のダメを1つふさいでください。
learn-atari-other-play = 印のついた石の2つのダメの1つをふさいでください。
learn-atari-hint-play = 印のついた石は上と左が空いています。
learn-atari-success = アタリ！ 白が逃げなければ、次の手で取れます。
learn-capture-title = 石を取る
learn-capture-intro = 最後のダメをふさぐと、その石は取られて盤上から取り除かれます。
learn-capture-prompt-centre = 広いところでは、石を取るのに周りに4つの石が必要です。3つはもうあります。印のついた石を取ってください。
learn-capture-other-centre = 印のついた石の空いている隣の点をふさいでください。
learn-capture-hint-centre = 空いている点はすぐ下です。
learn-capture-done-centre = 4つの石で取りました。
learn-capture-prompt-edge = 盤の端では3つの石で足ります。印のついた石を取ってください。
learn-capture-other-edge = 盤の端が1方向をもうふさいでいます。最後の空いた隣の点をふさいでください。
learn-capture-hint-edge = 空いている点はすぐ上です。
learn-capture-done-edge = 3つの石で取りました。
learn-capture-prompt-corner = 隅では2つの石で取れます。印のついた石を取ってください。
learn-capture-other-corner = 2つの端がもうふさいでいます。最後の空いた隣の点をふさいでください。
learn-capture-hint-corner = 空いている点はすぐ下です。
learn-capture-success = 広いところでは4つ、端では3つ、隅では2つ。
learn-capture-two-title = つながった石を取る
learn-capture-two-intro = 横に並んだ2つの白石はつながっていて、ダメは6つ。そのうち5つはもうふさがっています。
learn-capture-two-prompt = 印のついた2つの石を1手で取ってください。
learn-capture-two-other = 白のつながった石にまだ接している、ただ1つの空いた点を探してください。
learn-capture-two-hint = 右側の白石の下を見てください。
learn-capture-two-success = 6つの黒石が2つの白石を囲みました。2つとも一緒に取られます。

## src/learn/lessons/counting.rs

learn-count-hint-numbers = 問題の中の数を足してください。
learn-count-area-title = 面積計算で数える
learn-count-area-intro = 対局が終わり、どの石も生きています。面積計算では、盤上の石1つと、石が囲んだ空いた点1つが、それぞれ1目です。
learn-count-area-prompt-territory = 黒が囲んでいる空いた点はいくつ？
learn-count-area-wrong-territory = 上の方の、黒石の内側の空いた点だけを数えてください。
learn-count-area-hint-territory = 上の端に5つ、そのすぐ下にもう3つ。
learn-count-area-prompt-black = 黒は盤上に35個の石があります。黒の合計は？
learn-count-area-wrong-black = 石と囲んだ点を足します: 35と8。
learn-count-area-prompt-white = 白は石が27個、囲んだ点が10です。後から打つので、コミ7.5目ももらいます。白の合計は？
learn-count-area-wrong-white = 石27、点10、それにコミ7.5を足します。
learn-count-area-prompt-lead = 黒43目、白44.5目。白は何目勝ち？
learn-count-area-wrong-lead = 44.5から43を引きます。
learn-count-area-success = 白の1.5目勝ち。半目があるので、引き分けにはなりません。
learn-count-territory-title = 地で数える
learn-count-territory-intro = 自分が囲んだ空いた点だけを数えるルールもあります。自分の石は点にならず、取られた石1つにつき1目減ります。
learn-count-territory-prompt-black = 黒はいま白石を1つ取りました。黒が囲んでいる空いた点はいくつ？
learn-count-territory-wrong-black = 黒の壁の左にある空いた点だけを数えてください。石は数えません。
learn-count-territory-hint-black = 黒の側に21点、そのうち4つには黒石があります。
learn-count-territory-prompt-white = 白は14目を囲み、石を1つ取られました: マイナス1。ここではコミは6.5目。白の合計は？
learn-count-territory-wrong-white = 14から1を引き、6.5を足します。
learn-count-territory-prompt-lead = 黒17目、白19.5目。白は何目勝ち？
learn-count-territory-wrong-lead = 19.5から17を引きます。
learn-count-territory-success = 白の2.5目勝ち。このルールでは、取られた石1つごとに1目失います。
learn-count-classic-title = クラシックの数え方
learn-count-classic-intro = クラシック9路のルールでは3つを足します: 囲んだ空いた点、取った石、そして相手がパスした回数1回につき1目。コミはありません。
learn-count-classic-prompt-black = 黒は17目を囲み、石を1つ取り、白は1回パスしました。黒の合計は？
learn-count-classic-wrong-black = 17目、取った石1つで1、白のパスで1。
learn-count-classic-prompt-white = 白は14目を囲み、何も取らず、黒は1回パスしました。白の合計は？
learn-count-classic-wrong-white = 14目と、黒のパスで1。
learn-count-classic-success = 19対15で黒の勝ち。ここではパスするたびに相手に1目入ります。

## src/learn/lessons/finale.rs

learn-practice-title = 石を取る練習
learn-practice-intro = 白石が1つ隅にあります。隣の点は2つで、そのうち1つは黒が押さえています。
learn-practice-prompt = 白石のもう1つの隣の点に黒を打って、白石を取ってください。
learn-practice-wrong-diagonal = その点は白石に斜めに接しているだけです。すぐ隣の空いた点に打ってください。
learn-practice-other = そこではありません。白石のすぐ隣の、ただ1つの空いた点を探してください。
learn-practice-hint = 白石のすぐ上を見てください。
learn-practice-success = 取りました！ 白石は空いた隣の点がなくなったので取り除かれます。さあ、盤を片づけて打ちましょう。
learn-first-capture-title = 先に取ったら勝ち
learn-first-capture-intro = この端末で2人で打つ対局です。交互に打ち、先に石を取った方が勝ち。どちらも石を取る前に2回続けてパスしたら引き分けです。
learn-first-capture-prompt = 黒から始めます。1手打つごとに端末を相手に渡してください。
learn-first-capture-hint = アタリの石を探しましょう。自分の石なら逃げ、相手の石なら取ります。
learn-first-capture-success = 取って勝ち！ これでルールは分かりました。次は9路盤で「先に取ったら勝ち」の対局を、友達かコンピューターと。その後は本当の対局です。そこでは広い地を持つ方が勝ちます。

## src/learn/lessons/life.rs

learn-two-eyes-title = 二眼
learn-two-eyes-intro = 白の一団には眼が2つあります。一団の内側にある、離れた2つの空いた点です。
learn-two-eyes-prompt-first = 印のついた眼に打ってみてください。
learn-two-eyes-other = 印のついた眼をタップしてください。
learn-two-eyes-hint-first = 印のついた眼は左にあります。
learn-two-eyes-done-first = 自殺手です。もう1つの眼があるので白は生きていて、何も取れません。
learn-two-eyes-prompt-second = もう1つの眼は？
learn-two-eyes-hint-second = 印のついた眼は下の方にあります。
learn-two-eyes-success = どちらの眼もふさげないので、この一団は決して取られません。二眼あれば生きです。
learn-false-eye-title = 欠け眼
learn-false-eye-intro = 白には眼が2つあるように見えます。でも下の方は欠け眼です。端の2つの白石は、その点を通してしか一団とつながっていません。
learn-false-eye-prompt-atari = 印のついた2つの石を外側からアタリにしてください。
learn-false-eye-wrong-atari = その点は囲まれていて、何も取れません。外側から攻めてください。
learn-false-eye-other-atari = 印のついた石の外側のダメをふさいでください。
learn-false-eye-hint-atari = 端の、印のついた石の右に打ってください。
learn-false-eye-done-atari = 2つの石を助けるために、白は自分の眼をつぶして打つしかありませんでした。
learn-false-eye-prompt-capture = 白の眼は残り1つで、それが白の最後のダメです。一団全体を取ってください。
learn-false-eye-other-capture = 白の最後の眼に打ってください。
learn-false-eye-hint-capture = 印のついた眼をタップしてください。
learn-false-eye-success = 本当の眼が1つでは足りません（欠け眼は眼になりません）。一団が生きるには本当の眼が2つ必要です。
learn-seki-title = セキ
learn-seki-intro = あなたの一団と白の一団はそれぞれ眼を1つ持ち、さらにダメを1つ共有しています。
learn-seki-prompt-attack = 白を攻めてみましょう。印のついた共有の点に打ってください。
learn-seki-wrong-own-eye = そこはあなた自身の眼です。共有の点に打ってみてください。
learn-seki-wrong-their-eye = 白の眼です。その中には打てません。
learn-seki-other-attack = 印のついた共有の点をタップしてください。
learn-seki-hint-attack = 上の端、2つの一団の間にあります。
learn-seki-done-attack = 痛い。それで自分の石のダメが1つになり、白に取られました。
learn-seki-prompt-explain = 白がそこに打っても同じことになります。だからどちらも共有の点には打たず、両方の一団が生きます。共有の点はどちらの地でもありません。
learn-seki-success = これがセキです。2つの一団が並んで生き、どちらも攻められません。

## src/learn/lessons/rules.rs

learn-self-capture-title = 自殺手の禁止
learn-self-capture-intro = 自分の石のダメがなくなる点には打てません。ただし、その手で相手の石を取れる場合は別です。
learn-self-capture-prompt-try = 白石の内側の、印のついた点に打ってみてください。
learn-self-capture-other-try = 印のついた点をタップしてください。
learn-self-capture-hint-try = 印のついた点は4つの白石の真ん中です。
learn-self-capture-done-try = 打てません。あなたの石のダメがなくなり、何も取れないからです。
learn-self-capture-prompt-capture = 印のついた隅の点も囲まれています。でも、その隣の2つの白石にはほかにダメがありません。そこに打ってください。
learn-self-capture-wrong-capture = そこはやはり自殺手です。ダメがなくなる白石はありません。
learn-self-capture-other-capture = 印のついた隅の点をタップしてください。
learn-self-capture-hint-capture = 左下の隅の点です。
learn-self-capture-success = 打てます！ 取った石が先に取り除かれ、それからあなたの石にダメができます（自殺手にはなりません）。
learn-ko-title = コウ
learn-ko-intro = 白がいまあなたの石を1つ取りました。すぐに取り返すこともできますが、それでは取り合いが永遠に続きます。それを止めるルールがあります。
learn-ko-prompt-retake = すぐに取り返してみましょう。あなたの石があった、印のついた点に打ってください。
learn-ko-other-retake = 印のついた点をタップしてください。
learn-ko-hint-retake = あなたの石は、それを取った白石の右にありました。
learn-ko-done-retake = まだ打てません。1手前の局面に戻ってしまうからです。これがコウです。
learn-ko-prompt-elsewhere = まず別の場所に打ちます。印のついた白石をアタリにしてください。白は受けるしかありません。
learn-ko-wrong-elsewhere = まだ早すぎます。まず別の場所に1手打ってください。
learn-ko-other-elsewhere = 印のついた石の2つのダメの1つをふさいでください。
learn-ko-hint-elsewhere = 印のついた石は上と左が空いています。
learn-ko-done-elsewhere = 白は石を助けました。取られたあとで盤の様子が変わりました。
learn-ko-prompt-take = 今度はコウを取り返してください。
learn-ko-other-take = 印のついた点に打って白石を取ってください。
learn-ko-hint-take = さっきと同じ点です。
learn-ko-success = 今度は打てます。次は白が、取り返す前に別の場所に打たなければなりません。
learn-passing-title = パスと終局
learn-passing-intro = 境界は閉じています。ここに石を打っても自分の地を埋めるだけなので、パスします。
learn-passing-prompt-pass = 「パス」をタップしてください。
learn-passing-other-pass = 石は要りません。かわりに「パス」をタップしてください。
learn-passing-hint-pass = 「パス」ボタンは盤の横にあります。
learn-passing-done-pass = 白もパスしました。2回続けてパスしたので、対局は止まります。
learn-passing-prompt-dead = 次は死に石を決めます。あなたの地にある白石は逃げられません。タップして死に石の印をつけてください。
learn-passing-wrong-white-wall = 白の壁は安全です。逃げられない石だけに印をつけてください。
learn-passing-wrong-black-wall = それはあなた自身の壁で、生きています。
learn-passing-other-dead = あなたの側にある1つだけの白石をタップしてください。
learn-passing-hint-dead = 左の方、空いた点の間にあります。
learn-passing-done-dead = 印をつけました。両者が合意すると、その石は盤上から取り除かれ、整地して数えます。
learn-passing-prompt-resume = どの石が死んでいるかで意見が合わなければ、かわりに打ち続けます。先にパスした方から打ちます。盤上で決着をつけてから、もう一度パスします。
learn-passing-success = これが対局の終わり方です。2回のパス、死に石の合意、そして整地。

## src/learn/text.rs

learn-common-diagonal = それは斜めです。斜めの点はダメではありません。
learn-common-occupied = そこには石があります。ダメは空いた点です。
learn-common-liberty-found = はい、ダメです。
learn-common-found-again = それはもう見つけました。
learn-common-not-touching = その点は印のついた石に接していません。すぐ隣を見てください。
learn-common-pick-number = 下の数から1つ選んでください。
learn-common-read-on = 準備ができたら「続ける」をタップしてください。
learn-common-tap-board = 盤上の点をタップしてください。
learn-common-lesson-done = このレッスンは終わりです。「次へ」、またはもう一度やるなら「やり直す」をタップしてください。
learn-common-draw = どちらも石を取る前に2人ともパスしました。引き分けです。新しい対局は「やり直す」をタップ。
learn-common-capture-wins = 取りました！ この対局では先に取った方が勝ちです。
learn-common-move-played = 次は相手の番です。
learn-common-marked-dead = 死に石の印をつけました。
learn-common-start-9x9 = 9路の対局を始める
learn-common-next-lesson = 次のレッスン
learn-common-diagonal-surround = 斜めの点では何も囲めません。最後のダメをふさいでください。
