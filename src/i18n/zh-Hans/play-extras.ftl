## 对局屏幕中棋盘之后的部分：对局如何结束、数棋、键盘操作、确定死子、形势判断与提示、电脑的状态。

## 对局如何结束。
result-draw-before-capture = 和棋：双方在任何提子之前都停一手
result-draw-equal = 和棋：数棋结果相等
result-wins-by-points = { $winner }胜 { $points } 目
result-resigned = { $winner }中盘胜：{ $loser }认输
result-resigned-credited = { $winner }胜：{ $loser }认输（{ $winner }计 { $points } 目）
result-timeout = { $winner }胜：{ $loser }超时
result-first-capture = { $winner }胜：率先提子

## 数棋明细。
count-caption = 数棋
count-item = 项目
count-stones = 棋子
count-territory = 目
count-captures = 提子
count-pass-points = 停一手得分
count-pass-stones = 停一手交子
count-komi = 贴目
count-compensation = 让子补偿
count-total = 合计

## 棋盘及其交叉点，读屏软件的读法。
board-no-coordinate = 没有输入坐标。
board-not-a-coordinate = “{ $text }”不是棋盘坐标。
board-not-on-board = { $point } 不在这个棋盘上。
board-bad-size = 棋盘可以是 { $min }×{ $min } 到 { $max }×{ $max }，不能是 { $size }×{ $size }。

## 键盘操作及其帮助。
keys-disclosure = 键盘和读屏
keys-play-at = 落子位置（例如 D4）
keys-play = 下
keys-read-board = 朗读棋盘
keys-open = 按键
keys-title = 键盘
keys-close = 关闭
keys-arrows = 方向键
keys-arrows-do = 在棋盘上移动光标
keys-home-end = Home / End
keys-home-end-do = 到这一行的开头或末尾
keys-page = Page Up / Page Down
keys-page-do = 到最上一行或最下一行
keys-enter = 回车或空格
keys-enter-do = 在光标处落子（确定死子时标记一串棋）
keys-pass-do = 停一手（再按一次确认）
keys-undo-do = 悔掉最后一手
keys-coordinates-do = 显示或隐藏坐标
keys-read-do = 朗读棋盘
keys-help-do = 显示这些按键
keys-escape = Escape
keys-escape-do = 取消提问，或关闭此帮助

## 对局屏幕。
play-new-game = 新对局
play-rematch = 再来一局
play-settle-title = 整理棋盘
play-settle-help = 点一串棋可以把它标为死子，或再标回活棋。数棋结果正确时同意；有争议就恢复对局来解决。
play-suggest-ask = 问电脑哪些子是死子
play-suggest-looking = 电脑正在看棋盘…
play-suggest-cancel = 取消
play-suggest-try-again = 重试
play-suggest-note = 橙色虚线叉是电脑的建议：点一串棋可以更改，然后同意。
play-estimate-ask = 形势判断
play-hint-ask = 提示
play-advice-hide = 隐藏
play-advice-looking = 电脑正在看…
play-estimate = { $lead }（黑方胜率：{ $percent }%）。
play-estimate-lead = { $color }领先约 { $points } 目
play-estimate-even = 大致均势
play-hint-line = { $rank }. { $point }：{ $reason }
play-hint-none = 电脑没有可建议的一手：停一手也可以。
play-hint-captures = 提掉 { $count } 颗子
play-hint-saves = 救出被打吃的 { $count } 颗子
play-hint-choice = 电脑的选择
play-count-gives = 这样数棋的结果：{ $result }
play-undo-mark = 撤销标记

## 电脑棋手
computer-loading = 正在下载电脑棋手…
computer-visits = 已计算 { $done }/{ $planned } 个变化
computer-play-now = 立即下
computer-try-again = 重试
computer-failed-start = 电脑棋手无法在此浏览器中启动。你的对局已保存。
computer-failed-crash = 电脑棋手停止了。你的对局已保存；请重试。
computer-failed-offline = 无法下载电脑棋手：没有网络连接。你的对局已保存；联网后请重试。
computer-failed-missing = 无法下载电脑棋手（错误 { $status }）。你的对局已保存。
computer-failed-damaged = 电脑棋手的文件已损坏。你的对局已保存；请重试。
computer-you = 你
computer-you-win = 你赢了！
computer-wins = 电脑赢了。

## 棋盘旁的老师：亏了目的一手之后的点评。
teacher-lost = 这一手大约亏了 { $points } 目。
teacher-leaves-in-atari = { $color }现在可以在 { $point } 提掉你的 { $stones } 颗子。
teacher-ignores-atari = { $color }仍然可以在 { $point } 提掉你被打吃的 { $stones } 颗子。
teacher-misses-capture = 下在 { $point } 本可以提掉 { $stones } 颗子。
teacher-better = 电脑更喜欢 { $point }，已在棋盘上用圆圈标出。
teacher-better-pass = 电脑会停一手。
teacher-take-back = 悔棋
teacher-dismiss = 好

## 朗读棋盘（键盘操作）、另一个标签页删除对局的横幅、级别连胜。
play-read-empty = 棋盘是空的。
play-read-stones = { $color }：{ $points }。
play-read-no-stones = { $color }：没有棋子。
play-read-dead = { $point } 死子
play-save-again = 重新保存
play-leave = 离开

## 存储发现的关于这里保存的数据的情况，由拥有它的屏幕告知；删除后的提示。
saved-undo = 撤销
saved-kept-again = 此对局已重新保存在这台设备上。
storage-value-settings = 你的设置
storage-value-learn-progress = 你的课程进度
storage-value-problems-progress = 你的习题进度
storage-value-imports = 你导入的习题
storage-value-rush = 你的冲刺最佳成绩
storage-value-ladder = 你对电脑的等级分
storage-value-friend-list = 链接对局列表
storage-value-review = 电脑对这局棋的复盘
storage-value-other = 这台设备上保存的一项数据
storage-set-aside = { $value }无法读取（{ $why }）。没有覆盖任何内容：它以 { $key }（{ $bytes } 字节）另存在这台设备上，这里重新开始一份。
storage-left-in-place = { $value }无法读取（{ $why }）。它保持原样，不会被覆盖：在浏览器有空间另存它之前，更改不会保存。
storage-rebuilt = { $value }无法读取（{ $why }），已根据这里保存的对局重建：{ $count } 局，没有丢失。
storage-rebuilt-missing = { $value }不存在，已根据这里保存的对局重建：{ $count } 局，没有丢失。
storage-refused = 无法保存{ $value }：{ $why }。之前保存的内容仍然保留。
storage-refused-full = 浏览器的存储空间已满（删除已结束的对局可以腾出空间）
storage-refused-off = 此浏览器不允许保存（隐私模式或存储已关闭）
storage-refused-other = 浏览器提示：{ $detail }

## 对局屏幕打不开的对局，以及存储的数据读不出的原因。
play-missing-title = 找不到对局
play-missing-text = 这台设备上没有与此链接对应的对局。对局只保存在下棋时所用的设备上。
saved-damaged-not-json = 保存的文本已损坏（{ $detail }）。
saved-damaged-incomplete = 保存的对局不完整（{ $detail }）。
saved-damaged-newer-version = 已损坏：由较新版本的 Tengen（格式 { $format }）写入；请更新此页面后打开。
storage-why-cut-short = 它被截断了
storage-why-not-its-format = 它不是应有的格式
storage-why-shape = 它缺少一部分，或类型不对
storage-why-absurd = 它的数值不可能正确
storage-why-newer = 它是较新版本的 Tengen 写入的

## 计时暂停。
play-continue-clock = 继续计时
play-pause-clock = 暂停计时

## 阶梯：对电脑下完之后的等级分，以及升降一阶的提议
ladder-rating-up = 你的等级分 { $rating } ± { $deviation }，上升 { $change }。
ladder-rating-down = 你的等级分 { $rating } ± { $deviation }，下降 { $change }。
ladder-rating-same = 你的等级分 { $rating } ± { $deviation }，没有变化。
ladder-with-stones = { $opponent }，你被让 { $stones } 子
ladder-offer-harder = 对{ $against }三连胜。准备好迎接下一阶了吗：{ $next }？
ladder-offer-easier = 对{ $against }三连败。试试简单一阶：{ $next }？
ladder-take-offer = 和{ $next }下
play-mistake-problems = 把我的错误做成习题
