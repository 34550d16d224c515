## 已保存的对局：列表、复盘、导入、导出、分享链接和存储通知。

saved-title = 已保存的对局
# 文本 004。
saved-device-only = 只保存在这台设备上——清除浏览器的缓存或网站数据会把它们删除（没有账号备份）。
saved-backup-hint = 要保留备份，请把对局导出为 SGF 文件。
saved-empty = 还没有已保存的对局。
saved-empty-new-game = 开始新对局
saved-empty-import = 或在下面导入一局。
saved-export-all = 全部导出（SGF）
saved-delete-finished = 删除所有已结束的对局
saved-nav-home = 主页
saved-nav-new-game = 新对局
saved-nav-saved-games = 已保存的对局
saved-players = { $black } 对 { $white }
saved-moves = { $count } 手
saved-last-played = 最后一次下于 { $date }
saved-status-finished = 已结束
saved-status-settling = 正在标记死子
saved-status-black-to-play = 轮到黑方
saved-status-white-to-play = 轮到白方
saved-open = 打开
saved-review = 复盘
saved-rename = 重命名
saved-export-sgf = 导出 SGF
saved-delete = 删除
saved-rename-title = 标题
saved-rename-save = 保存标题
saved-rename-cancel = 取消
saved-damaged-title = 损坏的已保存对局
saved-damaged-stored = 存储为 { $key }，{ $bytes } 字节
saved-damaged-export = 导出文本
saved-game-deleted = 对局已删除
saved-finished-deleted = 已删除 { $count } 局已结束的对局
saved-no-finished = 没有可删除的已结束对局。
# 导入的棋谱没有对局者名称时使用的名称。
saved-name-black = 黑方
saved-name-white = 白方

review-title = 复盘：{ $black } 对 { $white }
review-status = 第 { $number } 手，共 { $total } 手{ $setup ->
        [yes] { " · 有摆放的棋子" }
       *[no] { "" }
    } · 提子：黑 { $black }，白 { $white }
review-board-label = { $size }×{ $size } 围棋棋盘，第 { $number } 手
review-first = 第一手
review-previous = 上一手
review-next = 下一手
review-last = 最后一手
review-slider = 在对局中的位置
review-continue = 从这里继续下
review-analyse = 用电脑分析
review-analyse-continue = 继续电脑分析
review-analysing = 电脑正在分析：第 { $done } 个局面，共 { $total } 个
review-graph-label = 整局中黑方的胜率和领先；点击可跳到某一手
review-graph-legend = 实线：黑方的胜率。虚线：黑方的领先（在中线以上黑方领先）。
review-mistakes-of = { $color }最大的错误
review-no-mistakes = 没有哪一手亏了一目或更多。
review-mistake = 第 { $number } 手下在 { $played }，亏了约 { $points } 目。
review-show-line = 显示电脑的变化图
review-line-status = 电脑的变化图：第 { $step } 手，共 { $total } 手
review-line-return = 回到对局

import-title = 导入棋谱（SGF）
import-choose-file = 选择 SGF 文件
import-drop-or-paste = 或者把文件拖到此页面，或粘贴棋谱：
import-sgf-text = SGF 文本
import-pasted = 导入粘贴的文本
import-imported = 已导入：
import-summary = { $black } 对 { $white }，{ $count } 手。已保存在这台设备上。
import-unreadable-file = 无法读取文件。
import-too-large = 文件太大（{ $kb } KB）：只读取 1 MB 以内的棋谱。
import-malformed-at = 这不是可读的 SGF 棋谱：{ $reason }（第 { $line } 行，第 { $column } 列）。
import-malformed = 这不是可读的 SGF 棋谱：{ $reason }。
import-too-deep = 棋谱太长：一条线上有 { $depth } 个节点（最多 { $max } 个）。
import-not-go = 这个 SGF 棋谱不是围棋对局。
import-not-square = 棋盘是 { $width }×{ $height }：只能下正方形的棋盘。
import-size-unreadable = 无法读取棋盘大小。
import-size-out-of-range = 棋盘是 { $size }×{ $size }：只能下 { $min }×{ $min } 到 { $max }×{ $max } 的棋盘。
import-setup = 无法摆出初始局面：{ $detail }
import-does-not-replay = 对局在第 { $step } 步无法重现：{ $reason }
import-fault-no-opening = SGF 棋谱以 (; 开头
import-fault-unclosed-value = 这里开始的值没有用 ] 结束
import-fault-unopened-tree = 这个 ) 没有对应的 (
import-fault-unclosed-tree = 这个 ( 没有用 ) 结束
import-fault-no-game-tree = 没有棋谱树：SGF 以 (; 开头
import-fault-no-game = 里面没有对局
import-many-games = 文件中有 { $count } 局对局：导入第一局。
import-rules-approximated = 规则“{ $ru }”按 { $preset } 来下。
import-rules-unknown = 规则“{ $ru }”未知：按 { $preset } 来下。
import-no-rules = 棋谱没有注明规则（RU）：按 { $preset } 来下。
# $rules 是预设的 ID（japanese、aga…）。
import-komi-unreadable = 无法读取贴目（KM）：按 { $rules } 规则使用 { $komi }。
import-no-komi = 棋谱没有贴目（KM）：按 { $rules } 规则使用 { $komi }。
import-setup-refused = 第 { $after } 手之后，棋谱添加或移除了棋子（AB/AW/AE），这里无法做到：{ $reason } 对局导入到第 { $after } 手。
import-not-a-point = 第 { $number } 手（{ $text }）不是这个棋盘上的点：对局导入到第 { $previous } 手。
import-ended-before = 对局在第 { $number } 手之前已经结束（{ $result }）：之后的着手不导入。
import-plays-twice-black = 第 { $number } 手（黑 { $vertex }）：黑方连下两手；按黑方的一手保留。
import-plays-twice-white = 第 { $number } 手（白 { $vertex }）：白方连下两手；按白方的一手保留。
import-cannot-play-black = 第 { $number } 手（黑 { $vertex }）无法落子：{ $reason } 对局导入到第 { $previous } 手。
import-cannot-play-white = 第 { $number } 手（白 { $vertex }）无法落子：{ $reason } 对局导入到第 { $previous } 手。
import-settling-step = 第 { $after } 手之后，确定死子的步骤 TG[{ $value }] 无法应用（{ $reason }）：对局导入到那里为止。
import-settling-unreadable = 它不是 Tengen 的写法
import-result-cannot-end = 棋谱写的是 { $re }，但这里对局不能这样结束：{ $reason }
import-more-warnings = { "..." } 还有 { $count } 条警告。

share-title = 分享的对局
share-opened = 打开了一局分享的对局，并保存为新对局：
share-no-game = 此页面用于打开对局链接（以 #sgf=… 结尾）。这个链接里没有对局。
share-copy-sgf = 复制 SGF
share-link = 分享链接
share-link-label = 这局棋的链接
share-sgf-copied = SGF 棋谱已复制到剪贴板。
share-link-copied = 链接已复制：打开它的人都会得到这局棋。
share-copy-refused = 浏览器不允许复制：请选中文本自己复制。
share-not-a-link = 这个链接里没有对局（其中没有 #sgf=）。
share-bad-character = 这个对局链接已损坏：第 { $position } 个字符不是链接中的字符。
share-damaged = 这个对局链接已损坏或被截断：请重新复制整个链接。
share-too-large = 这个链接里的对局超过 1 MB。
share-not-text = 这个对局链接里没有棋谱。
saved-by-link-your-move = 链接 · 轮到你下
saved-by-link-their-move = 链接 · 轮到 { $name } 下
saved-by-link-over = 链接 · { $status }
saved-kept-title = 另存的损坏数据
saved-kept-help = 这些数据无法读取，所以被另存起来而没有被覆盖。导出可以保留其文本，或者删除它。
saved-kept-game = 一局已保存的对局
saved-kept-game-by-link = 一局链接对局
saved-kept-sure = 永久删除这段文本？
saved-kept-delete-yes = 是，删除
saved-kept-not-deleted = 存储拒绝了：没有删除任何内容。
review-problems-heading = 把你的错误做成习题
review-problems-about = 电脑会再看一遍你最大的错误。在局部战斗中有唯一明确最佳答案的错误，会成为“我的习题”中的一道题。任何内容都不会离开这台设备。
review-problems-make = 把我的错误做成习题
review-problems-judging = 正在看第 { $done } 个错误，共 { $total } 个…
review-problems-none = 没有需要看的错误了。
review-problems-made = 看了 { $looked } 个错误：
review-problems-new = { $made ->
    [0] 没有新习题。
   *[other] “我的习题”中新增 { $made } 道题。
}
review-problems-unclear = 有 { $count } 个没有唯一明确的最佳答案。
review-problems-not-local = 有 { $count } 个不是电脑能指明的局部战斗。
review-problems-already = 有 { $count } 个之前已经做成了习题。
review-problems-solve = { $count ->
   *[other] 做新的习题
}
review-problems-mine = 我的习题
review-problems-name = 你在 { $date } 对 { $opponent } 的对局
review-problems-name-people = { $date } 的对局，{ $black } 对 { $white }
