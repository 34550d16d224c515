## 배우기 → 문제: 메뉴와 문제 화면.

## src/ui/learn/mod.rs

problems-open = 문제 열기

## src/ui/learn/problems/mod.rs

problems-title = 문제
problems-tagline = 강좌에서 배운 것을 연습합니다. 잡기, 탈출, 축, 장문, 수상전, 그리고 사활과 실전의 싸움. 문제마다 정답은 하나입니다.
problems-rating = 내 등급 점수: { $rating }(± { $deviation })
problems-solved-count = { $total }문제 중 { $solved }문제 풂
problems-next-for-me = 나에게 맞는 다음 문제
problems-all-solved = 여기 있는 문제를 모두 풀었습니다.
problems-levels = 수준별
problems-level-solved = { $total }문제 중 { $solved }문제 풂
problems-mine = 내 문제
problems-mine-none = 아직 문제가 없습니다. 대국 복기('내 실수로 문제 만들기')에서 내 실수가 여기 문제가 됩니다. 다른 문제집의 SGF 문제 파일도 똑같이 여기서 풀 수 있습니다. 파일이 정답으로 표시한 수(TE, "Correct", "RIGHT"), 없으면 주 변화가 답입니다.
problems-import = SGF 문제 파일 가져오기
problems-play = 풀기
problems-remove = 빼기
problems-remove-named = { $name } 빼기
problems-import-done = { $name }에서 문제 { $count }개를 가져왔습니다.
problems-import-unreadable-file = { $name }을(를) 읽을 수 없습니다.
problems-import-too-large = { $name }은(는) 여기 보관하기에 너무 큽니다({ $kb } KB, 최대 { $max } KB).
problems-import-empty = { $name }에는 문제가 없습니다.
problems-import-unreadable = { $name }을(를) 문제로 읽을 수 없습니다. { $reason }
problems-error-in-problem = 문제 { $number }: { $what }
problems-error-no-stones = 바둑판에 돌이 없습니다. 풀 것이 없습니다.
problems-error-move-in-root = 첫 노드에 수가 들어 있습니다. 문제는 국면에서 시작합니다.
problems-error-setup = 국면을 배치할 수 없습니다. ({ $detail })
problems-error-setup-after = { $after } 뒤에 돌을 놓거나 뺍니다. 처음 국면 다음에는 수만 올 수 있습니다.
problems-error-setup-first = 첫 수 전에 돌을 놓거나 뺍니다. 처음 국면 다음에는 수만 올 수 있습니다.
problems-setup-off-board = { $point }의 { $color } 돌이 바둑판 밖에 있습니다.
problems-setup-occupied = { $point }의 { $color } 돌이 다른 돌 위에 놓여 있습니다.
problems-setup-takes = { $point }의 { $color } 돌이 옆 돌의 마지막 활로를 막습니다.
problems-setup-no-liberty = { $point }의 돌에 활로가 없습니다.
problems-error-move = 둘 수 없는 수가 있습니다. ({ $detail })
problems-error-too-big = 정답 트리가 너무 큽니다.
problems-error-data = 문제의 데이터를 읽을 수 없습니다. ({ $detail })
problems-delete-progress = 내 진행 상황 지우기
problems-delete-question = 이 기기에서 푼 문제와 등급 점수를 지울까요? 가져온 문제는 남습니다.
problems-delete-yes = 지우기
problems-cancel = 취소
problems-deleted = 진행 상황을 지웠습니다.

## src/ui/learn/problems/words.rs

problems-task-capture = { $color } 차례: 표시된 돌을 잡으세요.
problems-task-save = { $color } 차례: 표시된 돌을 살리세요.
problems-task-best = { $color } 차례: 최선의 수를 찾으세요.
problems-task-danger = { $color } 차례: 위험한 돌을 살리세요.
problems-task-life = { $color } 차례: 무리의 사활을 가르는 수를 찾으세요.
problems-task-cut = { $color } 차례: 중요한 끊음이나 연결을 찾으세요.
problems-task-endgame = { $color } 차례: 가장 큰 끝내기 수를 찾으세요.
problems-task-captures = { $color } 차례: 돌을 잡는 수를 찾으세요.
problems-category-capture-in-one = 한 수로 잡기
problems-category-atari = 올바른 쪽에서 단수
problems-category-ladder = 축
problems-category-net = 장문
problems-category-snapback = 환격
problems-category-capturing-race = 수상전
problems-category-connect-to-save = 연결해서 살리기
problems-category-escape = 탈출
problems-category-life-and-death = 사활
problems-category-cut-or-connect = 끊기 또는 연결
problems-category-endgame = 끝내기
problems-level = 수준 { $level }
problems-move = { $color } { $point }
problems-move-elsewhere = { $color } 손빼기
problems-move-captures = { $what }(돌 { $count }개를 잡음)
problems-why-joins = { $color } 탈출합니다: { $point }의 돌이 { $stone }의 돌과 이어져 활로가 { $liberties }개가 됩니다.
problems-why-escapes = { $color } 탈출합니다: { $point }의 돌은 활로가 { $liberties }개입니다.
problems-why-captured = { $color } { $point }에 있는 당신의 돌({ $count }개)을 잡습니다.
problems-why-trapped = { $point }에 있는 당신의 돌은 탈출할 수 없습니다: 활로가 { $liberties }개 남았고, 다음 수에 잡힙니다.
problems-why-loses = { $color } 당신의 돌 { $count }개를 잡습니다.
problems-why-refuted = { $color } 받으면 당신의 수는 통하지 않습니다.
problems-why-not-the-answer = 그것은 정답이 아닙니다.
problems-solved-safe = 당신의 돌은 안전합니다: 활로 { $liberties }개.
problems-solved-captured = 돌 { $count }개를 잡았습니다.
problems-solved-plain = 문제를 풀었습니다.
problems-right = 정답
problems-solved = 풂
problems-wrong = 오답
problems-answer = 정답
problems-first-try = 한 번에 정답!
problems-your-move = 당신이 둘 차례: { $color } 차례입니다.
problems-hint-area = 표시된 구역을 보세요.
problems-hint-move = 표시된 점에 두세요.
problems-file-says = 파일의 설명: { $comment }

## src/ui/learn/problems/player.rs

problems-not-found = 이 문제는 여기 없습니다
problems-not-found-body = 가져온 파일과 함께 빠졌을 수 있습니다.
problems-broken = 이 문제의 국면을 배치할 수 없습니다: { $reason }
problems-back = ‹ 문제
problems-board = 문제 { $name }, { $size }줄 바둑판
problems-rating-change = 등급 점수 { $change }: 지금 { $rating }.
problems-source = { $source }
problems-source-tengen = Tengen을 위해 만들고, 그 전술 수읽기로 확인한 문제.
problems-source-tengen-life = Tengen을 위해 만들고, 그 사활 수읽기로 확인한 문제.
problems-source-game = "{ $game }"의 { $number }수에서.
problems-source-review = 대국 복기 열기
problems-mistake-title = 내 { $number }수
problems-try-again = 다시 시도
problems-show-answer = 정답 보기
problems-next = 다음 문제
problems-hint = 힌트
problems-restart = 처음부터
problems-skip = 건너뛰기

## src/ui/learn/problems/rush.rs와 오늘의 문제

problems-daily = 오늘의 문제
problems-daily-about = 오늘은 모두에게 같은 문제, 날마다 새 문제.
problems-rush = 러시
problems-rush-about = 3분 동안 문제를 풉니다. 문제마다 앞 문제보다 조금 어렵습니다. 세 번 틀리면 끝입니다.
problems-rush-start = 러시 시작
problems-rush-best = 내 러시 최고 기록: { $best }문제
problems-rush-no-best = 아직 러시를 한 적이 없습니다.
problems-rush-time = 남은 시간: { $time }
problems-rush-score = 푼 문제: { $solved }
problems-rush-mistakes = 실수: { $most }번 중 { $mistakes }번
problems-rush-right = 정답. 푼 문제: { $solved }.
problems-rush-wrong = 오답: 실수 { $most }번 중 { $mistakes }번째.
problems-rush-over-mistakes = 세 번 틀려서 러시가 끝났습니다. { $solved }문제를 풀었습니다.
problems-rush-over-time = 시간이 다 되었습니다. { $solved }문제를 풀었습니다.
problems-rush-over-all = 러시의 문제를 모두 두어 { $solved }문제를 풀었습니다.
problems-rush-new-best = 새 최고 기록!
problems-rush-again = 러시 다시

## 한 수가 하는 일(수록 문제의 사실에서): "-you"는 배우는 사람의 수, "-them"은 상대의 수
## ($color와 $point: 누가 어디에 두었는지).
problems-fact-captures-you = { $at }의 돌({ $count }개)을 잡습니다.
problems-fact-captures-them = { $color } { $at }에 있는 당신의 돌({ $count }개)을 잡습니다.
problems-fact-atari-you = 단수: { $at }의 돌({ $count }개)은 활로가 하나 남았습니다.
problems-fact-atari-them = { $color } { $at }에 있는 당신의 돌({ $count }개)을 단수로 만듭니다: 활로가 하나 남았습니다.
problems-fact-joins-you = 무리 { $strings }개를 하나로 연결합니다: 돌 { $count }개에 활로 { $liberties }개.
problems-fact-joins-them = { $color } { $point }에서 연결합니다: 돌 { $count }개에 활로 { $liberties }개.
problems-fact-cuts-you = 상대의 돌을 끊어 떼어 놓습니다.
problems-fact-cuts-them = { $color } { $point }에서 끊습니다: 당신의 돌이 갈라집니다.
problems-fact-eye-you = { $at }에 집을 만듭니다.
problems-fact-eye-them = { $color } { $at }에 집을 만듭니다.
problems-fact-vital-you = 급소를 차지합니다: 틀린 수에는 상대가 여기에 둡니다.
problems-fact-vital-them = { $color } { $point }의 급소를 차지합니다.
problems-fact-fills-you = { $at }의 돌의 활로를 하나 막습니다: { $liberties }개 남음.
problems-fact-fills-them = { $color } { $at }에 있는 당신의 돌의 활로를 하나 막습니다: { $liberties }개 남음.
problems-fact-extends-you = 당신의 돌이 탈출합니다: 활로 { $liberties }개.
problems-fact-extends-them = { $color } { $point }에서 탈출합니다: 활로 { $liberties }개.
problems-fact-liberties-you = 여기 당신의 돌은 활로가 { $liberties }개입니다.
problems-fact-liberties-them = { $color } { $point }에서 받습니다: 그 돌은 활로가 { $liberties }개입니다.
problems-fact-ladder = 축: 단수에 단수가 이어지고, 돌은 탈출할 수 없습니다.
problems-fact-net = 장문: 돌이 느슨하게 둘러싸여 탈출할 수 없습니다.
problems-fact-snapback = 상대가 따낼 수밖에 없는 먹여치기 뒤에 더 많이 되잡습니다: 환격.
problems-fact-throw-in = 먹여치기: 집이나 활로를 없애려고 버리는 돌.
problems-fact-loses = 이 변화에서는 돌 { $count }개를 잃습니다.
problems-fact-margin-right = 탐색의 평가로는 가장 그럴듯한 오답보다 { $points }집, 승률 { $percent } % 위입니다.
problems-fact-margin-wrong = 탐색의 평가: 정답보다 { $points }집, 승률 { $percent } % 손해입니다.
