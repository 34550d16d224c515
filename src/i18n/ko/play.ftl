## 대국 화면, 바둑판, 그 위에 나오는 말.

## 대국자 이름으로 쓰는 색.
color-black = 흑
color-white = 백

## 착수나 동작이 거부된 까닭.
move-error-off-board = 그 점은 바둑판 위에 없습니다.
move-error-occupied = 그 점에는 이미 돌이 있습니다.
move-error-suicide = 자살수입니다. 돌에는 활로가 하나 이상 있어야 합니다.
move-error-ko = 패입니다. 먼저 다른 곳에 두세요.
move-error-superko-start = 동형반복입니다. 처음 국면이 되풀이됩니다.
move-error-superko = 동형반복입니다. { $number }수 뒤의 국면이 되풀이됩니다.
move-error-not-your-turn = 당신 차례가 아닙니다.
move-error-not-playing = 대국자들이 죽은 돌을 정하는 중입니다. 돌을 놓으려면 대국을 재개하세요.
move-error-game-over = 대국이 끝났습니다.
move-error-resign-too-early = 기권은 { $count }수 뒤부터 할 수 있습니다.
move-error-not-settling = 죽은 돌은 두 대국자가 모두 패스한 뒤에 표시합니다.
move-error-no-stone = 거기에는 돌이 없습니다.
move-error-nothing-to-undo = 무를 수가 없습니다.

## 바둑판과 그 점(화면 낭독기가 읽는 말).
board-label = { $size }줄 바둑판({ $size }×{ $size })
board-keys-hint = 화살표 키로 이동, Enter로 둡니다. 물음표를 누르면 키 목록이 나옵니다.
board-empty = 빈 점
board-black-stone = 흑돌
board-white-stone = 백돌
board-marked-dead = 죽은 돌 표시
board-suggested-dead = 컴퓨터의 제안으로 죽은 돌 표시
board-hint = 컴퓨터 힌트 { $rank }
board-better-move = 컴퓨터가 더 좋게 보는 수
board-black-territory = 흑집
board-white-territory = 백집
board-last-move = 마지막 수

## 대국 화면.
play-saved-games = 저장한 대국
play-home = 홈
play-review = 복기
play-rules = 규칙
play-title = 대국: { $black }(흑) 대 { $white }(백)
play-board-label = { $size }줄 바둑판, { $number }수
play-move-number = { $number }수
play-pass = 패스
play-undo = 무르기
play-resign = 기권
play-cancel = 취소
play-confirm-pass = { $color } 패스할까요?
play-confirm-pass-yes = 예, 패스
play-confirm-resign = { $color } 기권하고 대국에서 질까요?
play-confirm-resign-yes = 예, 기권
play-to-play = — 둘 차례
play-captures = 따낸 돌: { $count }
play-pass-stones = 패스 돌: { $count }

## 방금 일어난 일(알림 줄과 낭독 영역).
play-passed = { $color } 패스했습니다.
play-resigned = { $color } 기권했습니다.
play-played = { $color } { $point }에 두었습니다.
play-played-captured-white = { $color } { $point }에 두어 백돌 { $count }개를 잡았습니다.
play-played-captured-black = { $color } { $point }에 두어 흑돌 { $count }개를 잡았습니다.
play-tap-again = 거기에 두려면 { $point }를 한 번 더 누르세요.
play-marked-dead = 이 돌들을 죽은 돌로 표시했습니다.
play-marked-alive = 이 돌들을 살아 있는 돌로 되돌렸습니다.
play-took-back-move = 마지막 수를 물렀습니다.
play-took-back-mark = 마지막 표시를 되돌렸습니다.
play-suggested = 컴퓨터의 제안: { $count ->
        [0] 죽은 돌 없음
       *[other] 죽은 돌 무리 { $count }개
    }. 표시를 확인한 뒤 합의하세요.
play-suggestion-stale = 컴퓨터가 보는 동안 표시가 바뀌어 제안을 쓰지 않았습니다.
play-agreed = 두 대국자가 합의했습니다. 계가합니다.
play-resumes = 대국을 재개합니다.
play-settle-now = 대국이 멈췄습니다. 판 위의 죽은 돌을 정리하세요. 죽은 돌을 표시한 뒤 계가에 합의하세요.
play-atari-black = 단수: { $points }의 흑돌 { $count }개.
play-atari-white = 단수: { $points }의 백돌 { $count }개.
play-color-to-play = { $color } 차례입니다.
play-deleted-elsewhere = 이 대국은 다른 탭에서 지워졌습니다. 이 기기에 더는 저장되어 있지 않습니다.
move-error-setup-without-liberty = 이렇게 놓으면 활로가 없는 돌이 생깁니다.
play-open-ko = { $point }의 패가 아직 해소되지 않았습니다. 이 규칙에서는 계가 전에 패를 해소해야 합니다. 대국을 재개해 해소하세요.
play-no-clock = 이 대국에는 시계가 없습니다.
play-not-finished = 대국이 아직 끝나지 않았습니다.
play-computer-thinking = 컴퓨터가 생각하는 중입니다. 당신의 수는 컴퓨터가 둔 뒤에 둡니다. 바로 두게 하려면 '지금 두기'를 누르세요.
play-computer-stale = 컴퓨터의 수는 이전 국면에 대한 것이었습니다. 다시 생각합니다.

## 컴퓨터 대국자
computer-level-first-game = 첫 대국
computer-level-first-game-about = 둘 만한 수 가운데 일부만 보고 그중에서 고릅니다. 규칙을 막 배운 사람에게.
computer-level-beginner = 입문
computer-level-beginner-about = 모양 있는 수를 두지만 최선의 수를 자주 놓칩니다.
computer-level-casual = 가볍게
computer-level-casual-about = 감각으로 두며 가끔 더 좋은 수를 못 봅니다.
computer-level-club = 기원 수준
computer-level-club-about = 매 수 네트워크의 첫 직감으로 두고, 수읽기는 하지 않습니다.
computer-level-strong-club = 기원 강자
computer-level-strong-club-about = 매 수 몇 가지 변화를 읽고 둡니다.
computer-level-expert = 고수
computer-level-expert-about = 가장 강한 수준의 4분의 1쯤 읽습니다.
computer-level-strongest = 최강
computer-level-strongest-about = 한 수에 약 2초(9줄)에서 5초(19줄) 동안 브라우저가 읽을 수 있는 만큼 읽습니다.
computer-level-number = 수준 { $number }
computer-rung = { $number }단계
computer-rung-named = { $number }단계 · { $name }
computer-rung-overlooks-many = 둘 만한 수만 두지만 최선의 수를 대부분 놓칩니다. 규칙을 막 배운 사람에게.
computer-rung-overlooks-some = 모양 있는 수를 두지만 최선의 수를 자주 놓칩니다.
computer-rung-overlooks-few = 감각으로 두며 가끔 더 좋은 수를 못 봅니다.
computer-rung-instinct = 매 수 네트워크의 첫 직감으로 두고, 수읽기는 하지 않습니다.
computer-rung-reads = 9줄에서 매 수 { $visits }개 국면을 읽고 둡니다.
computer-rung-strongest = 한 수에 약 2초(9줄)에서 5초(19줄) 동안 브라우저가 읽을 수 있는 만큼 읽습니다.
computer-name = 컴퓨터({ $level })
play-no-takebacks = 컴퓨터 상대로는 무르기가 꺼져 있습니다(설정).
play-accepted = 표시에 동의했습니다. 친구에게 링크를 보내세요. 둘 다 같은 표시에 동의하면 계가합니다.
play-friend-to-move = 당신이 둘 차례가 아닙니다. 친구에게 링크를 보내고 친구의 링크를 기다리세요.
play-between-devices = 두 기기 사이에서는 수를 무를 수 없습니다. 링크는 대국에 수를 더할 뿐입니다.
play-games-by-link = 링크 대국
play-agree = 합의
play-resume = 대국 재개({ $color } 둘 차례)
computer-thinking = 생각하는 중…
