## 배우기 화면: 메뉴, 빠른 안내의 페이지, 강좌 화면.

## src/ui/learn/mod.rs

learn-ui-title = 배우기
learn-ui-tagline = 바둑이 처음인가요? 규칙을 읽고, 돌을 잡아 보고, 첫 대국을 두어 보세요.
learn-ui-rules-in-short = 간단한 규칙
learn-ui-lessons = 강좌
learn-ui-lessons-done = { $total }개 중 { $done }개 마침
learn-ui-start-lessons = 강좌 시작: { $title }
learn-ui-continue-lesson = 이어서: { $title }
learn-ui-all-done = 모든 강좌를 마쳤습니다.
learn-ui-done = 마침
learn-ui-home = 홈

## src/ui/learn/guide.rs

learn-ui-back-to-menu = ‹ 배우기
learn-ui-page = { $total }쪽 중 { $page }쪽
learn-ui-guide-board = { $size }줄 바둑판: { $title }
learn-ui-before-moves = 수를 두기 전.
learn-ui-move-caption = { $total }수 중 { $number }수: { $what }
learn-ui-play = 재생
learn-ui-pause = 일시 정지
learn-ui-step = 한 수 앞으로
learn-ui-back = 뒤로
learn-ui-next = 다음
learn-ui-try-capture = 돌 잡아 보기

## src/ui/learn/model.rs: 안내 설명의 한 수

learn-ui-black-plays = 흑이 { $point }에 둡니다.
learn-ui-white-plays = 백이 { $point }에 둡니다.
learn-ui-black-passes = 흑이 패스합니다.
learn-ui-white-passes = 백이 패스합니다.
learn-ui-black-resigns = 흑이 기권합니다.
learn-ui-white-resigns = 백이 기권합니다.

## src/ui/learn/lesson.rs

learn-ui-not-found = 강좌를 찾을 수 없습니다
learn-ui-not-found-body = 이 링크의 강좌는 없습니다.
learn-ui-broken = 이 강좌를 보여 줄 수 없습니다.
learn-ui-lesson-board = { $size }줄 강좌 바둑판, { $total }단계 중 { $step }단계
learn-ui-step-count = { $total }단계 중 { $step }단계
learn-ui-lesson-complete = 강좌를 마쳤습니다.
learn-ui-found = { $total }개 중 { $found }개 찾음
learn-ui-black-to-play = 흑 차례
learn-ui-white-to-play = 백 차례
learn-ui-pass = 패스
learn-ui-continue = 계속
learn-ui-hint-label = 힌트:
learn-ui-hint = 힌트
learn-ui-ask-computer = 컴퓨터에게 묻기
learn-ui-computer-elsewhere = 컴퓨터라면 여기서 다른 곳에 둡니다. 이 단계는 특별한 것을 묻고 있습니다. 무엇인지는 힌트 버튼이 알려 줍니다.
learn-ui-computer-failed = 컴퓨터가 이 바둑판을 볼 수 없었습니다(시작하거나 내려받지 못했습니다). 나중에 다시 시도하세요. 힌트 버튼은 컴퓨터 없이도 됩니다.
learn-ui-retry = 다시 하기
learn-ui-back-to-learn = 배우기로 돌아가기

## src/ui/learn/feedback.rs

learn-ui-correct = 정답
learn-ui-not-quite = 아깝습니다
learn-ui-note = 참고
learn-ui-game-says = 대국 알림:

## src/ui/learn/store.rs: 강좌에서 시작한 대국의 대국자 이름

learn-ui-name-black = 흑
learn-ui-name-white = 백

learn-ui-play-friend = 친구와 두기
learn-ui-play-computer = 컴퓨터와 두기
