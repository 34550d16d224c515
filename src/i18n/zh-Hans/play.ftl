## 对局屏幕、棋盘，以及其中显示的引擎用语。

## 作为对局者名称的颜色。
color-black = 黑方
color-white = 白方

## 着手或操作被拒绝的原因。
move-error-off-board = 该点不在棋盘上。
move-error-occupied = 该点已有棋子。
move-error-suicide = 自杀：棋子必须至少保留一口气。
move-error-ko = 劫：请先在别处下一手。
move-error-superko-start = 全局同形：这会重现开局时的局面。
move-error-superko = 全局同形：这会重现第 { $number } 手之后的局面。
move-error-not-your-turn = 还没轮到你。
move-error-not-playing = 双方正在确定死子：要落子请先恢复对局。
move-error-game-over = 对局已结束。
move-error-resign-too-early = 第 { $count } 手之后才能认输。
move-error-not-settling = 双方都停一手之后才能标记死子。
move-error-no-stone = 那里没有棋子。
move-error-nothing-to-undo = 没有可以悔的棋。

## 棋盘及其交叉点，读屏软件的读法。
board-label = { $size }×{ $size } 围棋棋盘
board-keys-hint = 方向键移动，回车键落子。问号键列出所有按键。
board-empty = 空点
board-black-stone = 黑子
board-white-stone = 白子
board-marked-dead = 已标为死子
board-suggested-dead = 按电脑的建议标为死子
board-hint = 电脑的提示 { $rank }
board-better-move = 电脑更喜欢的一手
board-black-territory = 黑空（黑方的目）
board-white-territory = 白空（白方的目）
board-last-move = 最后一手

## 对局屏幕。
play-saved-games = 已保存的对局
play-home = 主页
play-review = 复盘
play-rules = 规则
play-title = 对局：{ $black }（黑方）对 { $white }（白方）
play-board-label = { $size }×{ $size } 围棋棋盘，第 { $number } 手
play-move-number = 第 { $number } 手
play-pass = 停一手
play-undo = 悔棋
play-resign = 认输
play-cancel = 取消
play-confirm-pass = { $color }停一手？
play-confirm-pass-yes = 是，停一手
play-confirm-resign = { $color }认输并输掉这局棋？
play-confirm-resign-yes = 是，认输
play-to-play = — 行棋
play-captures = 提子：{ $count }
play-pass-stones = 停一手交子：{ $count }

## 刚发生的事，显示在通知行并由读屏软件朗读。
play-passed = { $color }停一手。
play-resigned = { $color }认输。
play-played = { $color }下在 { $point }。
play-played-captured-white = { $color }下在 { $point }，提掉 { $count } 颗白子。
play-played-captured-black = { $color }下在 { $point }，提掉 { $count } 颗黑子。
play-tap-again = 再点一次 { $point } 即在那里落子。
play-marked-dead = 已将这串棋标为死子。
play-marked-alive = 已将这串棋标回活棋。
play-took-back-move = 已悔掉最后一手。
play-took-back-mark = 已撤销最后一个标记。
play-suggested = 电脑建议：{ $count ->
        [0] 没有死子
       *[other] { $count } 串死子
    }。请检查标记，然后同意。
play-suggestion-stale = 电脑分析期间标记已改变：没有采用它的建议。
play-agreed = 双方已同意：开始数棋计算胜负。
play-resumes = 对局继续。
play-settle-now = 对局暂停：请整理棋盘。标出死子，然后就数棋结果达成一致。
play-atari-black = 打吃：{ $points } 的黑子（{ $count } 颗）。
play-atari-white = 打吃：{ $points } 的白子（{ $count } 颗）。
play-color-to-play = 轮到{ $color }。
play-deleted-elsewhere = 此对局已在另一个标签页中删除，这台设备上不再保存它。
move-error-setup-without-liberty = 这样摆放的棋子会有一串没有气。
play-open-ko = { $point } 的劫还没有解决：按这套规则，数棋之前必须解决劫。请恢复对局来解决它。
play-no-clock = 此对局没有计时。
play-not-finished = 对局还没有结束。
play-computer-thinking = 电脑正在思考：它下完这一手后轮到你，也可以选择“立即下”。
play-computer-stale = 电脑的这一手针对的是之前的局面，它会重新思考。

## 电脑棋手
computer-level-first-game = 第一局
computer-level-first-game-about = 只看到部分值得下的着法，并从中挑选：适合刚学会规则的人。
computer-level-beginner = 入门
computer-level-beginner-about = 下出像样的棋形，但常常错过最好的一手。
computer-level-casual = 休闲
computer-level-casual-about = 凭棋感下棋，偶尔会漏看更好的一手。
computer-level-club = 棋社棋手
computer-level-club-about = 每一手都凭神经网络的第一感，不做计算。
computer-level-strong-club = 棋社强手
computer-level-strong-club-about = 每一手之前计算几个变化。
computer-level-expert = 高手
computer-level-expert-about = 计算量是最强级别的四分之一。
computer-level-strongest = 最强
computer-level-strongest-about = 每一手用约 2 秒（9 路）到 5 秒（19 路），浏览器能算多少就算多少。
computer-level-number = 级别 { $number }
computer-rung = 第 { $number } 阶
computer-rung-named = 第 { $number } 阶 · { $name }
computer-rung-overlooks-many = 只下值得下的着法，但会漏掉大多数最好的一手：适合刚学会规则的人。
computer-rung-overlooks-some = 下出像样的棋形，但常常错过最好的一手。
computer-rung-overlooks-few = 凭棋感下棋，偶尔会漏看更好的一手。
computer-rung-instinct = 每一手都凭神经网络的第一感，不做计算。
computer-rung-reads = 在 9 路棋盘上，每一手之前向前计算 { $visits } 个局面。
computer-rung-strongest = 每一手用约 2 秒（9 路）到 5 秒（19 路），浏览器能算多少就算多少。
computer-name = 电脑（{ $level }）
play-no-takebacks = 对电脑时不能悔棋（见设置）。
play-accepted = 你接受了这些标记：把链接发给你的朋友。双方接受相同的标记后即数棋。
play-friend-to-move = 还没轮到你下：把链接发给朋友，等待对方的链接。
play-between-devices = 两台设备之间不能悔棋：链接只会给对局添加新的一手。
play-games-by-link = 链接对局
play-agree = 同意
play-resume = 恢复对局（轮到{ $color }下）
computer-thinking = 思考中…
