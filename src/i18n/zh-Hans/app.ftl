## 应用框架、主屏幕和任何屏幕都会显示的通知。

page-not-found = 此页面不存在。

home-tagline = 围棋：两人在同一台设备上对弈，和另一部手机上的朋友对弈，或者和电脑对弈——附带课程和习题。可离线使用。
home-menu = 主菜单
home-new-game = 新对局
home-play-computer = 和电脑下棋
home-continue = 继续
home-saved-games = 已保存的对局
home-learn = 学习
home-daily = 每日一题
home-rules = 规则
home-settings = 设置

part-loading = 正在加载…
part-failed-title = Tengen 的这部分没有加载
part-failed-body = 这部分还没有下载到这台设备上，而且连接失败了。你的对局是安全的。请检查网络连接后重试。
part-retry = 重试
part-home = 主页
part-failed-inline = 此屏幕的一部分没有加载（它还不在这台设备上，而且连接失败了）。

## 存储通知和损坏的已保存对局，任何屏幕都可能显示。

storage-full = 浏览器的存储空间已满：删除已结束的对局才能保存这一局。
storage-unavailable = 此浏览器不允许保存（隐私模式或存储已停用）：你可以下棋，但对局不会保留。
storage-other = 浏览器无法保存：{ $detail }
storage-changed-in-another-tab = 此对局已在另一个标签页中更改：正在重新加载较新的版本。
storage-newer-version = 此对局由较新版本的 Tengen（格式 { $format }）保存，不会被覆盖。
storage-does-not-replay = 无法保存对局：{ $detail }
storage-stored-copy-damaged = 无法保存对局：这台设备上存储的副本打不开，不会在上面写入任何内容。
storage-no-id = 无法保存对局：它没有 ID。
storage-not-saved = 未保存：{ $reason } 你可以继续下棋并导出棋谱。
home-at-my-level = 按我的水平下
ladder-home-rating = 你对电脑的等级分：{ $games } 局后为 { $rating } ± { $deviation }。
