## 快速入门指南、练习对局和课程。

## src/learn/guide.rs

learn-guide-board-title = 棋盘
learn-guide-board-body = 棋子下在线与线的交叉点上。对局从空棋盘开始。
learn-guide-turns-title = 轮流下
learn-guide-turns-body = 黑方先下，然后白方下。每次轮到你时，在一个空点上放一颗子。棋子下定后不再移动。
learn-guide-pass-title = 也可以停一手
learn-guide-pass-body = 你可以不落子而停一手。这一轮结束，之后还可以再下。
learn-guide-capture-title = 提子
learn-guide-capture-body = 一串棋子旁边相邻的空点就是它的气。把最后一口气堵上，这串棋子就被提出棋盘。
learn-guide-end-title = 终局
learn-guide-end-body = 双方先后都停一手，对局就停止。商定哪些棋子已经逃不掉，把它们拿掉。如果意见不一致，就继续下。
learn-guide-count-title = 数棋
learn-guide-count-body = 你在棋盘上的每颗子算一点，只被你的棋子围住的每个空点也算一点。
learn-guide-komi-title = 贴目
learn-guide-komi-body = 白方后下，所以白方额外得到 7.5 目，叫做贴目。总数多的一方获胜；有半目，就不会出现平局。

## src/learn/lessons/basics.rs

learn-liberties-prompt = 点出标记的棋子的每一口气：紧挨着它的空点。
learn-liberties-hint = 从棋子往正上、正下、正左、正右看。中间的斜角不算。
learn-liberties-title = 气
learn-liberties-intro = 棋子靠沿着线相邻的空点呼吸。这些空点就是它的气。
learn-liberties-done-centre = 四口。在空旷处的一颗子有四口气。
learn-liberties-done-edge = 三口。棋盘的边少了一口。
learn-liberties-success = 角上只有两口。气越少的棋子越容易被提。
learn-strings-title = 棋串
learn-strings-intro = 沿着线相连的同色棋子形成一个棋串。棋串共用所有棋子的气。
learn-strings-prompt-tap = 点出标记的棋串的每一口气。
learn-strings-hint-tap = 沿着棋串一颗子一颗子地看，检查每一边。
learn-strings-done-tap = 全找到了。有一个点同时挨着两颗子。
learn-strings-prompt-count = 这个棋串有几口气？
learn-strings-wrong-count = 再数一遍。两颗子共用的点只数一次。
learn-strings-hint-count = 数一数你刚才点出的点。
learn-strings-success = 七口。共用的气对整个棋串只数一次。
learn-atari-title = 打吃
learn-atari-intro = 只剩一口气的棋串处于被打吃状态。下一手下在那里就能把它提掉。
learn-atari-prompt-find = 有一颗白子被打吃了。点它。
learn-atari-wrong-find = 这颗子还有两口气。找只有一口气的那颗。
learn-atari-other-find = 点其中一颗白子。
learn-atari-hint-find = 数一数每颗白子旁边的空点。
learn-atari-done-find = 对：只有它上面的点还空着。
learn-atari-prompt-play = 现在打吃另一颗白子。
learn-atari-wrong-play = 那样会提掉第一颗子。这里要紧一口标记的那颗子的气。
learn-atari-other-play = 紧掉标记的棋子两口气中的一口。
learn-atari-hint-play = 标记的棋子上面和左边是空的。
learn-atari-success = 打吃！如果白方不救，下一手你就能提掉它。
learn-capture-title = 提子
learn-capture-intro = 堵上一串棋子的最后一口气，它就被提掉：从棋盘上拿走。
learn-capture-prompt-centre = 在空旷处，一颗子四周要有四颗子才能提掉。已经有三颗了。提掉标记的棋子。
learn-capture-other-centre = 堵上标记的棋子唯一空着的邻点。
learn-capture-hint-centre = 空点就在它正下方。
learn-capture-done-centre = 用四颗子提掉了。
learn-capture-prompt-edge = 在边上，三颗子就够了。提掉标记的棋子。
learn-capture-other-edge = 棋盘的边已经挡住一面。堵上最后一个空着的邻点。
learn-capture-hint-edge = 空点就在它正上方。
learn-capture-done-edge = 用三颗子提掉了。
learn-capture-prompt-corner = 在角上，两颗子就行。提掉标记的棋子。
learn-capture-other-corner = 两条边已经挡住了它。堵上它最后一个空着的邻点。
learn-capture-hint-corner = 空点就在它正下方。
learn-capture-success = 空旷处四颗，边上三颗，角上两颗。
learn-capture-two-title = 提掉一个棋串
learn-capture-two-intro = 两颗并排的白子组成一个有六口气的棋串。其中五口已经被堵上了。
learn-capture-two-prompt = 用一手提掉两颗标记的棋子。
learn-capture-two-other = 找到唯一一个还挨着白棋串的空点。
learn-capture-two-hint = 看右边那颗白子的下面。
learn-capture-two-success = 六颗黑子围住两颗白子：两颗一起被提掉。

## src/learn/lessons/counting.rs

learn-count-hint-numbers = 把题目里的数加起来。
learn-count-area-title = 数子法
learn-count-area-intro = 对局已经结束，所有棋子都是活的。按数子法，棋盘上的每颗子和它围住的每个空点都算一点。
learn-count-area-prompt-territory = 黑方围住了多少个空点？
learn-count-area-wrong-territory = 只数上方黑子里面的空点。
learn-count-area-hint-territory = 上边五个，下面再有三个。
learn-count-area-prompt-black = 黑方在棋盘上有 35 颗子。黑方总共多少？
learn-count-area-wrong-black = 棋子加上围住的点：35 加 8。
learn-count-area-prompt-white = 白方有 27 颗子，围住 10 个点。白方后下，另外还有 7.5 的贴目。白方总共多少？
learn-count-area-wrong-white = 27 颗子，10 个点，再加上 7.5 的贴目。
learn-count-area-prompt-lead = 黑方 43，白方 44.5。白方赢多少？
learn-count-area-wrong-lead = 用 44.5 减去 43。
learn-count-area-success = 白胜 1.5。因为有半点，永远不会平局。
learn-count-territory-title = 数目法
learn-count-territory-intro = 有些规则只数你围住的空点（目）。你的棋子不算分，每被提掉一颗子就扣一目。
learn-count-territory-prompt-black = 黑方刚提掉一颗白子。黑方围住了多少个空点？
learn-count-territory-wrong-black = 只数黑墙左边的空点。棋子不算。
learn-count-territory-hint-black = 黑方这边有 21 个点，其中 4 个上面有黑子。
learn-count-territory-prompt-white = 白方围住 14 目，被提了一颗子：减 1。这里贴目是 6.5。白方总共多少？
learn-count-territory-wrong-white = 14 减 1，再加 6.5。
learn-count-territory-prompt-lead = 黑方 17，白方 19.5。白方赢多少？
learn-count-territory-wrong-lead = 用 19.5 减去 17。
learn-count-territory-success = 白胜 2.5 目。按这套规则，每被提一颗子就少一目。
learn-count-classic-title = 经典数法
learn-count-classic-intro = 经典 9 路规则把三样加起来：你围住的空点，你提掉的子，以及对方每停一手得一点。不贴目。
learn-count-classic-prompt-black = 黑方围住 17 目，提掉 1 颗子，白方停了一手。黑方总共多少？
learn-count-classic-wrong-black = 17 目，加 1 颗提子，再加白方停一手的 1 点。
learn-count-classic-prompt-white = 白方围住 14 目，没有提子，黑方停了一手。白方总共多少？
learn-count-classic-wrong-white = 14 目，加上黑方停一手的 1 点。
learn-count-classic-success = 黑方以 19 比 15 获胜。这里每停一手都会让对方得一点。

## src/learn/lessons/finale.rs

learn-practice-title = 提子练习
learn-practice-intro = 角上有一颗白子。它有两个邻点，其中一个已被黑方占住。
learn-practice-prompt = 黑方下在白子的另一个邻点上，把它提掉。
learn-practice-wrong-diagonal = 那个点只碰到白子的斜角。下在紧挨着它的空点上。
learn-practice-other = 不是那里。找紧挨着白子的那个唯一的空点。
learn-practice-hint = 看白子的正上方。
learn-practice-success = 提掉了！白子已经没有空着的邻点，所以被拿走。现在清空棋盘，开始下棋吧。
learn-first-capture-title = 先提子者胜
learn-first-capture-intro = 两个人在这台设备上下的一局。轮流下；谁先提子谁赢。任何提子之前双方都停一手就是和棋。
learn-first-capture-prompt = 黑方先下。每下一手就把设备递给对方。
learn-first-capture-hint = 找被打吃的棋子：是自己的就救，是对方的就提。
learn-first-capture-success = 提子获胜！现在你已经懂规则了。接下来：和朋友或电脑在 9 路棋盘上下一局“先提子者胜”；再往后，下真正的对局，那时围得多的一方获胜。

## src/learn/lessons/life.rs

learn-two-eyes-title = 两只眼
learn-two-eyes-intro = 白方这块棋有两只眼：里面两个分开的空点。
learn-two-eyes-prompt-first = 试着下在标记的眼里。
learn-two-eyes-other = 点标记的眼。
learn-two-eyes-hint-first = 标记的眼在左边。
learn-two-eyes-done-first = 这是自杀：另一只眼让白棋活着，所以什么也提不掉。
learn-two-eyes-prompt-second = 那另一只眼呢？
learn-two-eyes-hint-second = 标记的眼在下方。
learn-two-eyes-success = 两只眼都填不进去，所以这块棋永远不会被提掉。两眼活棋。
learn-false-eye-title = 假眼
learn-false-eye-intro = 白棋看起来有两只眼。但下面那只是假眼：边上的两颗白子只能通过它和这块棋连在一起。
learn-false-eye-prompt-atari = 从外面打吃标记的两颗子。
learn-false-eye-wrong-atari = 那个点被围住了，什么也提不掉。从外面进攻。
learn-false-eye-other-atari = 紧掉标记的棋子在外面的那口气。
learn-false-eye-hint-atari = 下在边上，标记棋子的右边。
learn-false-eye-done-atari = 为了救它们，白方只好填掉自己的眼。
learn-false-eye-prompt-capture = 白棋只剩一只眼，也是白棋的最后一口气。把整块棋提掉。
learn-false-eye-other-capture = 下在白棋最后的眼里。
learn-false-eye-hint-capture = 点标记的眼。
learn-false-eye-success = 一只真眼不够（假眼不算眼）。一块棋要有两只真眼才能活。
learn-seki-title = 双活
learn-seki-intro = 你的一块棋和白方的一块棋各有一只眼，还共用一口气。
learn-seki-prompt-attack = 试着进攻白棋：下在标记的公共点上。
learn-seki-wrong-own-eye = 那是你自己的眼。试试公共点。
learn-seki-wrong-their-eye = 那是白棋的眼：你不能下在里面。
learn-seki-other-attack = 点标记的公共点。
learn-seki-hint-attack = 在上边，两块棋之间。
learn-seki-done-attack = 哎呀。这样你自己的棋只剩一口气，被白方提掉了。
learn-seki-prompt-explain = 白方下在那里也会遇到同样的麻烦。所以双方都不下公共点，两块棋都活。公共点不属于任何一方。
learn-seki-success = 这就是双活：两块棋并排活着，谁也不能进攻谁。

## src/learn/lessons/rules.rs

learn-self-capture-title = 禁止自杀
learn-self-capture-intro = 你不能下在自己的棋子没有气的地方，除非这一手能提掉对方的子。
learn-self-capture-prompt-try = 试着下在白子中间那个标记的点上。
learn-self-capture-other-try = 点标记的点。
learn-self-capture-hint-try = 标记的点在四颗白子正中间。
learn-self-capture-done-try = 不允许：你的棋子会没有气，也提不掉任何子。
learn-self-capture-prompt-capture = 标记的角上的点也被围住了。但它旁边的两颗白子没有别的气。下在那里。
learn-self-capture-wrong-capture = 那里仍然是自杀：没有白子会因此没气。
learn-self-capture-other-capture = 点标记的角上的点。
learn-self-capture-hint-capture = 是左下角的那个点。
learn-self-capture-success = 允许！被提的子先拿走，然后你的棋子就有气了（不算自杀）。
learn-ko-title = 劫
learn-ko-intro = 白方刚提掉你的一颗子。你可以马上提回来，然后对方再提……永远没完。有一条规则禁止这样。
learn-ko-prompt-retake = 马上提回：下在你的棋子原来所在的标记点上。
learn-ko-other-retake = 点标记的点。
learn-ko-hint-retake = 你的棋子原来在刚提掉它的那颗白子的右边。
learn-ko-done-retake = 还不行：这会回到上一手之前的局面。这就是劫。
learn-ko-prompt-elsewhere = 先在别处下一手。打吃标记的白子：白方必须应。
learn-ko-wrong-elsewhere = 还太早。先在别处下一手。
learn-ko-other-elsewhere = 紧掉标记的棋子两口气中的一口。
learn-ko-hint-elsewhere = 标记的棋子上面和左边是空的。
learn-ko-done-elsewhere = 白方救回了它的子。提子之后，棋盘已经变了。
learn-ko-prompt-take = 现在把劫提回来。
learn-ko-other-take = 下在标记的点上，提掉白子。
learn-ko-hint-take = 和刚才同一个点。
learn-ko-success = 现在合法了。接下来，白方必须先在别处下一手才能提回。
learn-passing-title = 停一手与终局
learn-passing-intro = 边界都已封好。在这里落子只会填自己的地盘，所以停一手。
learn-passing-prompt-pass = 点“停一手”。
learn-passing-other-pass = 不需要落子。改点“停一手”。
learn-passing-hint-pass = “停一手”按钮在棋盘旁边。
learn-passing-done-pass = 白方也停一手。双方连续停一手：对局停止。
learn-passing-prompt-dead = 现在商定死子。你地盘里的那颗白子逃不掉。点它，把它标为死子。
learn-passing-wrong-white-wall = 白方的墙是安全的。只标出逃不掉的子。
learn-passing-wrong-black-wall = 那是你自己的墙，是活的。
learn-passing-other-dead = 点你这边那颗孤零零的白子。
learn-passing-hint-dead = 在左边，空点中间。
learn-passing-done-dead = 已标记。双方都同意后，它从棋盘上拿走，然后数棋。
learn-passing-prompt-resume = 如果对哪些子是死子意见不一，就继续下：先停一手的一方先下。在棋盘上分出结果，然后再停一手。
learn-passing-success = 这就是一局棋的结束：两次停一手，商定死子，然后数棋。

## src/learn/text.rs

learn-common-diagonal = 那是斜角。斜角不是气。
learn-common-occupied = 那里已有棋子。气是空点。
learn-common-liberty-found = 对，是一口气。
learn-common-found-again = 这个你已经找到了。
learn-common-not-touching = 那个点没有挨着标记的棋子。看紧挨着它们的地方。
learn-common-pick-number = 从下面的数中选一个。
learn-common-read-on = 准备好了就点“继续”。
learn-common-tap-board = 点棋盘上的一个点。
learn-common-lesson-done = 本课已完成。点“下一页”，或点“重做”再来一遍。
learn-common-draw = 你们在任何提子之前都停了一手：和棋。点“重做”开始新的一局。
learn-common-capture-wins = 提子了！这一局谁先提子谁赢。
learn-common-move-played = 现在轮到另一方下。
learn-common-marked-dead = 已标为死子。
learn-common-start-9x9 = 开始一局 9 路对局
learn-common-next-lesson = 下一课
learn-common-diagonal-surround = 斜角什么也围不住。堵上最后一口气。
