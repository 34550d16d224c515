## 学习 → 习题：菜单和做题屏幕。

## src/ui/learn/mod.rs

problems-open = 打开习题

## src/ui/learn/problems/mod.rs

problems-title = 习题
problems-tagline = 练习课程里学到的东西：提子、逃出、征子、枷、对杀，然后是死活和实战中的战斗。每道题只有一个正确答案。
problems-rating = 你的等级分：{ $rating }（± { $deviation }）
problems-solved-count = 已解 { $solved }/{ $total } 题
problems-next-for-me = 适合我的下一题
problems-all-solved = 这里的每道题你都解出来了。
problems-levels = 按级别
problems-level-solved = 已解 { $solved }/{ $total } 题
problems-mine = 我的习题
problems-mine-none = 这里还没有习题。对局复盘中（“把我的错误做成习题”）你自己的错误会在这里变成习题。其他题集的 SGF 习题文件在这里也能一样做：文件标为正确的着法（TE、“Correct”、“RIGHT”），或者它的主线，就是答案。
problems-import = 导入 SGF 习题文件
problems-play = 做题
problems-remove = 移除
problems-remove-named = 移除 { $name }
problems-import-done = 从 { $name } 导入了 { $count } 道题。
problems-import-unreadable-file = 无法读取 { $name }。
problems-import-too-large = { $name } 太大，无法保存在这里（{ $kb } KB；最多 { $max } KB）。
problems-import-empty = { $name } 里没有习题。
problems-import-unreadable = { $name } 无法作为习题读取。{ $reason }
problems-error-in-problem = 第 { $number } 题：{ $what }
problems-error-no-stones = 棋盘上没有棋子：没有什么可解的。
problems-error-move-in-root = 第一个节点里有一手棋：习题应从一个局面开始。
problems-error-setup = 无法摆出局面。（{ $detail }）
problems-error-setup-after = 在 { $after } 之后添加或移除了棋子：初始局面之后只能是着手。
problems-error-setup-first = 在第一手之前添加或移除了棋子：初始局面之后只能是着手。
problems-setup-off-board = { $color }在 { $point } 的棋子在棋盘外。
problems-setup-occupied = { $color }在 { $point } 的棋子压在另一颗子上。
problems-setup-takes = { $color }在 { $point } 的棋子紧掉了旁边棋子的最后一口气。
problems-setup-no-liberty = { $point } 的棋子没有气。
problems-error-move = 有一手棋下不了。（{ $detail }）
problems-error-too-big = 解答树太大。
problems-error-data = 习题的数据无法读取。（{ $detail }）
problems-delete-progress = 删除我的进度
problems-delete-question = 删除这台设备上你已解的题和等级分？导入的习题会保留。
problems-delete-yes = 删除
problems-cancel = 取消
problems-deleted = 你的进度已删除。

## src/ui/learn/problems/words.rs

problems-task-capture = { $color }先：提掉标记的棋子。
problems-task-save = { $color }先：救出标记的棋子。
problems-task-best = { $color }先：找出最好的一手。
problems-task-danger = { $color }先：救出危险的棋子。
problems-task-life = { $color }先：找出决定这块棋死活的一手。
problems-task-cut = { $color }先：找出关键的切断或连接。
problems-task-endgame = { $color }先：找出最大的一手官子。
problems-task-captures = { $color }先：找出能提子的一手。
problems-category-capture-in-one = 一手提子
problems-category-atari = 从正确的方向打吃
problems-category-ladder = 征子
problems-category-net = 枷
problems-category-snapback = 倒扑
problems-category-capturing-race = 对杀
problems-category-connect-to-save = 连接救子
problems-category-escape = 逃出
problems-category-life-and-death = 死活
problems-category-cut-or-connect = 切断还是连接
problems-category-endgame = 官子
problems-level = 级别 { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color }脱先
problems-move-captures = { $what }（提掉 { $count } 颗子）
problems-why-joins = { $color }逃出了：{ $point } 的棋子和 { $stone } 的棋子连上，有 { $liberties } 口气。
problems-why-escapes = { $color }逃出了：{ $point } 的棋子有 { $liberties } 口气。
problems-why-captured = { $color }提掉你在 { $point } 的棋子（{ $count } 颗）。
problems-why-trapped = 你在 { $point } 的棋子逃不出去：只剩 { $liberties } 口气，下一手就会被提掉。
problems-why-loses = { $color }提掉你的 { $count } 颗子。
problems-why-refuted = { $color }应了一手，你这手不成立。
problems-why-not-the-answer = 这不是答案。
problems-solved-safe = 你的棋子安全了：{ $liberties } 口气。
problems-solved-captured = 你提掉了 { $count } 颗子。
problems-solved-plain = 习题已解出。
problems-right = 正确
problems-solved = 已解
problems-wrong = 错误
problems-answer = 答案
problems-first-try = 一次就对！
problems-your-move = 轮到你下：{ $color }行棋。
problems-hint-area = 看标记的区域。
problems-hint-move = 下在标记的点上。
problems-file-says = 文件中的注释：{ $comment }

## src/ui/learn/problems/player.rs

problems-not-found = 这道题不在这里
problems-not-found-body = 它可能已和导入的文件一起被移除。
problems-broken = 无法摆出这道题的局面：{ $reason }
problems-back = ‹ 习题
problems-board = 第 { $name } 题，{ $size }×{ $size } 棋盘
problems-rating-change = 等级分 { $change }：现在 { $rating }。
problems-source = { $source }
problems-source-tengen = 为 Tengen 编制，并由它的战术计算验证。
problems-source-tengen-life = 为 Tengen 编制，并由它的死活计算验证。
problems-source-game = 出自“{ $game }”第 { $number } 手。
problems-source-review = 打开这局棋的复盘
problems-mistake-title = 你的第 { $number } 手
problems-try-again = 重试
problems-show-answer = 显示答案
problems-next = 下一题
problems-hint = 提示
problems-restart = 从头开始
problems-skip = 跳过

## src/ui/learn/problems/rush.rs 和每日一题

problems-daily = 每日一题
problems-daily-about = 今天每个人都做同一道题，每天更新。
problems-rush = 冲刺
problems-rush-about = 三分钟做题，每道都比上一道难一点。错三次就结束。
problems-rush-start = 开始冲刺
problems-rush-best = 你的冲刺最佳成绩：解出 { $best } 题
problems-rush-no-best = 还没有进行过冲刺。
problems-rush-time = 剩余时间：{ $time }
problems-rush-score = 已解：{ $solved }
problems-rush-mistakes = 错误：{ $mistakes }/{ $most }
problems-rush-right = 正确。已解：{ $solved }。
problems-rush-wrong = 错误：第 { $mistakes } 次，最多 { $most } 次。
problems-rush-over-mistakes = 错了三次：冲刺结束。你解出了 { $solved } 题。
problems-rush-over-time = 时间到。你解出了 { $solved } 题。
problems-rush-over-all = 你做完了这次冲刺的每道题，解出了 { $solved } 题。
problems-rush-new-best = 新纪录！
problems-rush-again = 再冲刺一次

## 一手棋的作用，根据收录习题的事实说明：“-you”是学习者自己的一手，“-them”是对方的一手
## （$color 和 $point：谁下在哪里）。
problems-fact-captures-you = 你提掉 { $at } 的棋子（{ $count } 颗）。
problems-fact-captures-them = { $color }提掉你在 { $at } 的棋子（{ $count } 颗）。
problems-fact-atari-you = 打吃：{ $at } 的棋子（{ $count } 颗）只剩一口气。
problems-fact-atari-them = { $color }打吃你在 { $at } 的棋子（{ $count } 颗）：只剩一口气。
problems-fact-joins-you = 你把 { $strings } 块棋连成一块：{ $count } 颗子，{ $liberties } 口气。
problems-fact-joins-them = { $color }在 { $point } 连接：{ $count } 颗子，{ $liberties } 口气。
problems-fact-cuts-you = 你把对方的棋子切断了。
problems-fact-cuts-them = { $color }在 { $point } 切断：你的棋子被分开了。
problems-fact-eye-you = 你在 { $at } 做出一只眼。
problems-fact-eye-them = { $color }在 { $at } 做出一只眼。
problems-fact-vital-you = 你占据了要点：下错时对方正是在这里应。
problems-fact-vital-them = { $color }占据了 { $point } 的要点。
problems-fact-fills-you = 你紧掉 { $at } 的棋子一口气：还剩 { $liberties } 口。
problems-fact-fills-them = { $color }紧掉你在 { $at } 的棋子一口气：还剩 { $liberties } 口。
problems-fact-extends-you = 你的棋子逃出来了：{ $liberties } 口气。
problems-fact-extends-them = { $color }在 { $point } 逃出：{ $liberties } 口气。
problems-fact-liberties-you = 你这里的棋子有 { $liberties } 口气。
problems-fact-liberties-them = { $color }在 { $point } 应：那些棋子有 { $liberties } 口气。
problems-fact-ladder = 征子：一路打吃，棋子逃不出去。
problems-fact-net = 枷：棋子被松松地围住，逃不出去。
problems-fact-snapback = 对方不得不提的扑，之后你提回更多：倒扑。
problems-fact-throw-in = 扑：为了破眼或紧气而送给对方的一颗子。
problems-fact-loses = 按这个变化你会损失 { $count } 颗子。
problems-fact-margin-right = 搜索评估它比最有诱惑力的错误着法多 { $points } 目、胜率高 { $percent } %。
problems-fact-margin-wrong = 搜索评估：它比答案亏 { $points } 目，胜率低 { $percent } %。
