## 대국 화면에서 바둑판 다음 부분: 대국이 끝난 방식, 계가, 키보드 조작, 죽은 돌 정리, 형세 판단과 힌트, 컴퓨터의 상태.

## 대국이 끝난 방식.
result-draw-before-capture = 무승부: 아무것도 잡기 전에 두 대국자가 패스했습니다
result-draw-equal = 무승부: 계가 결과가 같습니다
result-wins-by-points = { $winner } { $points }집 승
result-resigned = { $winner } 불계승: { $loser } 기권
result-resigned-credited = { $winner } 승: { $loser } 기권({ $winner }에게 { $points }집 인정)
result-timeout = { $winner } 승: { $loser } 시간패
result-first-capture = { $winner } 승: 먼저 돌을 잡았습니다

## 계가 내역.
count-caption = 계가
count-item = 항목
count-stones = 돌
count-territory = 집
count-captures = 따낸 돌
count-pass-points = 패스 점수
count-pass-stones = 패스 돌
count-komi = 덤
count-compensation = 접바둑 보상
count-total = 합계

## 바둑판과 그 점(화면 낭독기가 읽는 말).
board-no-coordinate = 좌표를 입력하지 않았습니다.
board-not-a-coordinate = "{ $text }"은(는) 바둑판 좌표가 아닙니다.
board-not-on-board = { $point }은(는) 이 바둑판 위에 없습니다.
board-bad-size = 바둑판은 { $min }x{ $min }에서 { $max }x{ $max }까지입니다. { $size }x{ $size }는 안 됩니다.

## 키보드 조작과 도움말.
keys-disclosure = 키보드와 화면 낭독기
keys-play-at = 둘 곳(예: D4)
keys-play = 두기
keys-read-board = 바둑판 읽기
keys-open = 키
keys-title = 키보드
keys-close = 닫기
keys-arrows = 화살표 키
keys-arrows-do = 바둑판 위의 커서 이동
keys-home-end = Home / End
keys-home-end-do = 줄의 처음이나 끝으로
keys-page = Page Up / Page Down
keys-page-do = 맨 윗줄이나 맨 아랫줄로
keys-enter = Enter 또는 Space
keys-enter-do = 커서 자리에 두기(죽은 돌을 정리할 때는 그 돌 표시)
keys-pass-do = 패스(한 번 더 눌러 확인)
keys-undo-do = 마지막 수 무르기
keys-coordinates-do = 좌표 보이기/숨기기
keys-read-do = 바둑판을 소리 내어 읽기
keys-help-do = 이 키 목록 보이기
keys-escape = Escape
keys-escape-do = 질문 취소 또는 이 도움말 닫기

## 대국 화면.
play-new-game = 새 대국
play-rematch = 한 판 더
play-settle-title = 바둑판의 죽은 돌 정리
play-settle-help = 돌을 누르면 죽은 돌로 표시하거나 다시 살아 있는 돌로 되돌립니다. 계가가 맞으면 합의하고, 의견이 다르면 대국을 재개해 판 위에서 가리세요.
play-suggest-ask = 어느 돌이 죽었는지 컴퓨터에게 묻기
play-suggest-looking = 컴퓨터가 바둑판을 보는 중…
play-suggest-cancel = 취소
play-suggest-try-again = 다시 시도
play-suggest-note = 주황색 점선 X는 컴퓨터의 제안입니다. 돌을 눌러 바꾼 뒤 합의하세요.
play-estimate-ask = 형세 판단
play-hint-ask = 힌트
play-advice-hide = 숨기기
play-advice-looking = 컴퓨터가 보는 중…
play-estimate = { $lead }(흑의 승률: { $percent }%).
play-estimate-lead = { $color } 약 { $points }집 우세
play-estimate-even = 거의 팽팽함
play-hint-line = { $rank }. { $point }: { $reason }
play-hint-none = 컴퓨터가 권할 수가 없습니다. 패스해도 됩니다.
play-hint-captures = 돌 { $count }개를 잡음
play-hint-saves = 단수인 돌 { $count }개를 살림
play-hint-choice = 컴퓨터가 고른 수
play-count-gives = 이 계가 결과: { $result }
play-undo-mark = 표시 되돌리기

## 컴퓨터 대국자
computer-loading = 컴퓨터 대국자를 내려받는 중…
computer-visits = 변화 { $planned }개 중 { $done }개 읽음
computer-play-now = 지금 두기
computer-try-again = 다시 시도
computer-failed-start = 이 브라우저에서 컴퓨터 대국자를 시작하지 못했습니다. 대국은 저장되어 있습니다.
computer-failed-crash = 컴퓨터 대국자가 멈췄습니다. 대국은 저장되어 있습니다. 다시 시도하세요.
computer-failed-offline = 컴퓨터 대국자를 내려받지 못했습니다. 연결이 없습니다. 대국은 저장되어 있습니다. 온라인이 되면 다시 시도하세요.
computer-failed-missing = 컴퓨터 대국자를 내려받지 못했습니다(오류 { $status }). 대국은 저장되어 있습니다.
computer-failed-damaged = 컴퓨터 대국자 파일이 손상되었습니다. 대국은 저장되어 있습니다. 다시 시도하세요.
computer-you = 나
computer-you-win = 당신이 이겼습니다!
computer-wins = 컴퓨터가 이겼습니다.

## 바둑판 옆의 선생님: 집을 손해 본 수 뒤의 한마디.
teacher-lost = 그 수로 약 { $points }집을 손해 봅니다.
teacher-leaves-in-atari = 이제 { $color } { $point }에서 당신의 돌 { $stones }개를 잡을 수 있습니다.
teacher-ignores-atari = { $color } 아직 { $point }에서 단수인 당신의 돌 { $stones }개를 잡을 수 있습니다.
teacher-misses-capture = { $point }에 두었다면 돌 { $stones }개를 잡았을 것입니다.
teacher-better = 컴퓨터는 바둑판에 동그라미로 표시한 { $point }를 더 좋게 봅니다.
teacher-better-pass = 컴퓨터라면 패스했을 것입니다.
teacher-take-back = 무르기
teacher-dismiss = 확인

## 바둑판 읽기(키보드 조작), 다른 탭에서 지운 대국의 알림 띠, 수준 연승.
play-read-empty = 바둑판이 비어 있습니다.
play-read-stones = { $color }: { $points }.
play-read-no-stones = { $color }: 돌 없음.
play-read-dead = { $point } 죽은 돌
play-save-again = 다시 저장
play-leave = 나가기

## 여기 보관된 값에 대해 저장 공간이 알아낸 것(그 값을 가진 화면이 알립니다), 지운 뒤의 알림.
saved-undo = 되돌리기
saved-kept-again = 이 대국이 다시 이 기기에 저장되었습니다.
storage-value-settings = 내 설정
storage-value-learn-progress = 내 강좌 진행 상황
storage-value-problems-progress = 내 문제 진행 상황
storage-value-imports = 내가 가져온 문제
storage-value-rush = 내 러시 최고 기록
storage-value-ladder = 컴퓨터 상대 내 등급 점수
storage-value-friend-list = 링크 대국 목록
storage-value-review = 이 대국에 대한 컴퓨터의 복기
storage-value-other = 이 기기에 보관된 값
storage-set-aside = { $value }을(를) 읽을 수 없습니다({ $why }). 아무것도 덮어쓰지 않았습니다. 이 기기에 { $key }({ $bytes }바이트)로 따로 두었고, 여기서는 새로 시작합니다.
storage-left-in-place = { $value }을(를) 읽을 수 없습니다({ $why }). 그대로 두고 위에 아무것도 쓰지 않습니다. 브라우저에 따로 둘 공간이 생길 때까지 바뀐 내용은 저장되지 않습니다.
storage-rebuilt = { $value }을(를) 읽을 수 없어({ $why }) 여기 보관된 대국으로 다시 만들었습니다: 대국 { $count }판, 잃은 것 없음.
storage-rebuilt-missing = { $value }이(가) 없어서 여기 보관된 대국으로 다시 만들었습니다: 대국 { $count }판, 잃은 것 없음.
storage-refused = { $value }을(를) 저장하지 못했습니다: { $why }. 전에 저장한 것은 남아 있습니다.
storage-refused-full = 브라우저 저장 공간이 가득 찼습니다(끝난 대국을 지우면 공간이 생깁니다)
storage-refused-off = 이 브라우저에서는 저장할 수 없습니다(사생활 보호 모드이거나 저장이 꺼져 있음)
storage-refused-other = 브라우저의 메시지: { $detail }

## 대국 화면이 열 수 없는 대국과, 저장된 값을 읽을 수 없는 까닭.
play-missing-title = 대국을 찾을 수 없습니다
play-missing-text = 이 기기에는 이 링크의 대국이 없습니다. 대국은 둔 기기에만 보관됩니다.
saved-damaged-not-json = 저장된 텍스트가 손상되었습니다({ $detail }).
saved-damaged-incomplete = 저장된 대국이 불완전합니다({ $detail }).
saved-damaged-newer-version = 손상됨: 더 새로운 버전의 Tengen(형식 { $format })이 썼습니다. 열려면 이 페이지를 업데이트하세요.
storage-why-cut-short = 중간에 잘렸습니다
storage-why-not-its-format = 정해진 형식이 아닙니다
storage-why-shape = 일부가 없거나 종류가 다릅니다
storage-why-absurd = 숫자가 맞을 수 없는 값입니다
storage-why-newer = 더 새로운 버전의 Tengen이 썼습니다

## 시계 멈춤.
play-continue-clock = 시계 계속
play-pause-clock = 시계 멈춤

## 사다리: 컴퓨터와 둔 뒤의 등급 점수와 다음 단계 제안
ladder-rating-up = 내 등급 점수 { $rating } ± { $deviation }, { $change } 올랐습니다.
ladder-rating-down = 내 등급 점수 { $rating } ± { $deviation }, { $change } 내렸습니다.
ladder-rating-same = 내 등급 점수 { $rating } ± { $deviation }, 그대로입니다.
ladder-with-stones = { $opponent }, 나에게 치석 { $stones }점
ladder-offer-harder = { $against }에게 3연승. 다음 단계 { $next }에 도전할까요?
ladder-offer-easier = { $against }에게 3연패. 한 단계 쉬운 { $next }는 어떨까요?
ladder-take-offer = { $next }와 두기
play-mistake-problems = 내 실수로 문제 만들기
