## 学习屏幕：菜单、快速入门指南的各页和课程播放器。

## src/ui/learn/mod.rs

learn-ui-title = 学习
learn-ui-tagline = 刚接触围棋？读一读规则，提一颗子，然后下你的第一局。
learn-ui-rules-in-short = 规则简介
learn-ui-lessons = 课程
learn-ui-lessons-done = 已完成 { $done }/{ $total }
learn-ui-start-lessons = 开始课程：{ $title }
learn-ui-continue-lesson = 继续：{ $title }
learn-ui-all-done = 你已经学完了所有课程。
learn-ui-done = 完成
learn-ui-home = 主页

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ 学习
learn-ui-page = 第 { $page } 页，共 { $total } 页
learn-ui-guide-board = { $size }×{ $size } 棋盘：{ $title }
learn-ui-before-moves = 着手之前。
learn-ui-move-caption = 第 { $number } 手，共 { $total } 手：{ $what }
learn-ui-play = 播放
learn-ui-pause = 暂停
learn-ui-step = 下一步
learn-ui-back = 上一页
learn-ui-next = 下一页
learn-ui-try-capture = 试试提子

## src/ui/learn/model.rs：指南说明中的一手

learn-ui-black-plays = 黑方下在 { $point }。
learn-ui-white-plays = 白方下在 { $point }。
learn-ui-black-passes = 黑方停一手。
learn-ui-white-passes = 白方停一手。
learn-ui-black-resigns = 黑方认输。
learn-ui-white-resigns = 白方认输。

## src/ui/learn/lesson.rs

learn-ui-not-found = 找不到课程
learn-ui-not-found-body = 没有与此链接对应的课程。
learn-ui-broken = 无法显示此课程。
learn-ui-lesson-board = { $size }×{ $size } 课程棋盘，第 { $step } 步，共 { $total } 步
learn-ui-step-count = 第 { $step } 步，共 { $total } 步
learn-ui-lesson-complete = 本课完成。
learn-ui-found = 已找到 { $found }/{ $total }
learn-ui-black-to-play = 黑先
learn-ui-white-to-play = 白先
learn-ui-pass = 停一手
learn-ui-continue = 继续
learn-ui-hint-label = 提示：
learn-ui-hint = 提示
learn-ui-ask-computer = 问电脑
learn-ui-computer-elsewhere = 电脑在这里会下在别处：这一步要求的是一个特定的着法。“提示”按钮会告诉你是什么。
learn-ui-computer-failed = 电脑无法查看这个棋盘：它无法启动或下载。请稍后再试；“提示”按钮不需要电脑也能用。
learn-ui-retry = 重做
learn-ui-back-to-learn = 返回学习

## src/ui/learn/feedback.rs

learn-ui-correct = 正确
learn-ui-not-quite = 不太对
learn-ui-note = 说明
learn-ui-game-says = 对局提示：

## src/ui/learn/store.rs：从课程开始的对局中的对局者名称

learn-ui-name-black = 黑方
learn-ui-name-white = 白方

learn-ui-play-friend = 和朋友下棋
learn-ui-play-computer = 和电脑下棋
