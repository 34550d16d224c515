## 저장한 대국: 목록, 복기, 가져오기, 내보내기, 공유 링크, 저장 공간 알림.

saved-title = 저장한 대국
# 텍스트 004.
saved-device-only = 이 기기에만 저장됩니다. 브라우저 캐시나 사이트 데이터를 지우면 대국도 지워집니다(계정 백업 없음).
saved-backup-hint = 백업해 두려면 대국을 SGF 파일로 내보내세요.
saved-empty = 저장한 대국이 아직 없습니다.
saved-empty-new-game = 새 대국 시작
saved-empty-import = 또는 아래에서 가져오세요.
saved-export-all = 모두 내보내기(SGF)
saved-delete-finished = 끝난 대국 모두 지우기
saved-nav-home = 홈
saved-nav-new-game = 새 대국
saved-nav-saved-games = 저장한 대국
saved-players = { $black } 대 { $white }
saved-moves = { $count }수
saved-last-played = 마지막으로 둔 날 { $date }
saved-status-finished = 끝남
saved-status-settling = 죽은 돌 표시 중
saved-status-black-to-play = 흑 차례
saved-status-white-to-play = 백 차례
saved-open = 열기
saved-review = 복기
saved-rename = 이름 바꾸기
saved-export-sgf = SGF 내보내기
saved-delete = 지우기
saved-rename-title = 제목
saved-rename-save = 제목 저장
saved-rename-cancel = 취소
saved-damaged-title = 손상된 저장 대국
saved-damaged-stored = { $key }(으)로 저장됨, { $bytes }바이트
saved-damaged-export = 텍스트 내보내기
saved-game-deleted = 대국을 지웠습니다
saved-finished-deleted = 끝난 대국 { $count }판을 지웠습니다
saved-no-finished = 지울 끝난 대국이 없습니다.
# 대국자 이름이 없는 기보를 가져왔을 때의 대국자 이름.
saved-name-black = 흑
saved-name-white = 백

review-title = 복기: { $black } 대 { $white }
review-status = { $total }수 중 { $number }수{ $setup ->
        [yes] { " · 돌 배치 있음" }
       *[no] { "" }
    } · 따낸 돌: 흑 { $black }, 백 { $white }
review-board-label = { $size }줄 바둑판, { $number }수
review-first = 처음
review-previous = 이전
review-next = 다음
review-last = 마지막
review-slider = 대국 안의 위치
review-continue = 여기서 이어 두기
review-analyse = 컴퓨터로 분석
review-analyse-continue = 컴퓨터 분석 계속
review-analysing = 컴퓨터가 분석하는 중: { $total }개 국면 중 { $done }
review-graph-label = 대국 전체에 걸친 흑의 승률과 우세. 누르면 그 수로 갑니다
review-graph-legend = 실선: 흑의 승률. 점선: 흑의 우세(가운데 선보다 위면 흑이 앞섭니다).
review-mistakes-of = { $color }의 큰 실수
review-no-mistakes = 1집 이상 손해 본 수가 없습니다.
review-mistake = { $number }수 { $played }: 약 { $points }집 손해.
review-show-line = 컴퓨터의 변화도 보기
review-line-status = 컴퓨터의 변화도: { $total }수 중 { $step }수
review-line-return = 대국으로 돌아가기

import-title = 기보 가져오기(SGF)
import-choose-file = SGF 파일 고르기
import-drop-or-paste = 또는 이 페이지에 파일을 끌어다 놓거나 기보를 붙여 넣으세요:
import-sgf-text = SGF 텍스트
import-pasted = 붙여 넣은 텍스트 가져오기
import-imported = 가져왔습니다:
import-summary = { $black } 대 { $white }, { $count }수. 이 기기에 저장되었습니다.
import-unreadable-file = 파일을 읽을 수 없습니다.
import-too-large = 파일이 너무 큽니다({ $kb } KB). 1 MB까지의 기보를 읽습니다.
import-malformed-at = 읽을 수 있는 SGF 기보가 아닙니다: { $reason }({ $line }줄, { $column }열).
import-malformed = 읽을 수 있는 SGF 기보가 아닙니다: { $reason }.
import-too-deep = 기보가 너무 깁니다: 한 줄기에 노드 { $depth }개(최대 { $max }).
import-not-go = 이 SGF 기보는 바둑 대국이 아닙니다.
import-not-square = 바둑판이 { $width }x{ $height }입니다. 정사각형 바둑판만 둘 수 있습니다.
import-size-unreadable = 바둑판 크기를 읽을 수 없습니다.
import-size-out-of-range = 바둑판이 { $size }x{ $size }입니다. { $min }x{ $min }에서 { $max }x{ $max }까지의 바둑판만 둘 수 있습니다.
import-setup = 처음 국면을 배치할 수 없습니다: { $detail }
import-does-not-replay = { $step }번째에서 대국을 재현할 수 없습니다: { $reason }
import-fault-no-opening = SGF 기보는 (; 로 시작합니다
import-fault-unclosed-value = 여기서 열린 값이 ]로 닫히지 않습니다
import-fault-unopened-tree = 이 )에 맞는 (가 없습니다
import-fault-unclosed-tree = 이 (가 )로 닫히지 않습니다
import-fault-no-game-tree = 게임 트리가 없습니다: SGF는 (; 로 시작합니다
import-fault-no-game = 대국이 들어 있지 않습니다
import-many-games = 이 파일에는 대국이 { $count }판 있습니다. 첫 판을 가져옵니다.
import-rules-approximated = 규칙 "{ $ru }"은(는) { $preset }(으)로 둡니다.
import-rules-unknown = 규칙 "{ $ru }"은(는) 알 수 없습니다. { $preset }(으)로 둡니다.
import-no-rules = 기보에 규칙(RU)이 없습니다. { $preset }(으)로 둡니다.
# $rules는 프리셋 ID(japanese, aga…).
import-komi-unreadable = 덤(KM)을 읽을 수 없습니다. { $rules } 규칙에 따라 { $komi }을(를) 씁니다.
import-no-komi = 기보에 덤(KM)이 없습니다. { $rules } 규칙에 따라 { $komi }을(를) 씁니다.
import-setup-refused = { $after }수 뒤에 기보가 돌을 놓거나 빼는데(AB/AW/AE), 여기서는 할 수 없습니다: { $reason } 대국은 { $after }수까지 가져옵니다.
import-not-a-point = { $number }수({ $text })는 이 바둑판의 점이 아닙니다. 대국은 { $previous }수까지 가져옵니다.
import-ended-before = 대국은 { $number }수 전에 끝났습니다({ $result }). 그 뒤의 수는 뺍니다.
import-plays-twice-black = { $number }수(흑 { $vertex }): 흑이 잇달아 두 번 둡니다. 흑의 수로 남깁니다.
import-plays-twice-white = { $number }수(백 { $vertex }): 백이 잇달아 두 번 둡니다. 백의 수로 남깁니다.
import-cannot-play-black = { $number }수(흑 { $vertex })는 둘 수 없습니다: { $reason } 대국은 { $previous }수까지 가져옵니다.
import-cannot-play-white = { $number }수(백 { $vertex })는 둘 수 없습니다: { $reason } 대국은 { $previous }수까지 가져옵니다.
import-settling-step = { $after }수 뒤, 죽은 돌 정리 단계 TG[{ $value }]를 적용할 수 없습니다({ $reason }). 대국은 거기까지 가져옵니다.
import-settling-unreadable = Tengen이 쓰는 형태가 아닙니다
import-result-cannot-end = 기보에는 { $re }(이)라고 되어 있지만, 여기서는 그렇게 끝날 수 없습니다: { $reason }
import-more-warnings = { "..." } 그리고 경고 { $count }개 더.

share-title = 공유된 대국
share-opened = 공유된 대국을 열어 새 대국으로 저장했습니다:
share-no-game = 이 페이지는 대국 링크(#sgf=…로 끝나는)를 엽니다. 이 링크에는 대국이 없습니다.
share-copy-sgf = SGF 복사
share-link = 링크 공유
share-link-label = 이 대국의 링크
share-sgf-copied = SGF 기보를 클립보드에 복사했습니다.
share-link-copied = 링크를 복사했습니다. 여는 사람은 누구나 이 대국을 받습니다.
share-copy-refused = 브라우저가 복사를 허용하지 않았습니다. 텍스트를 선택해 직접 복사하세요.
share-not-a-link = 이 링크에는 대국이 없습니다(#sgf=가 없음).
share-bad-character = 이 대국 링크는 손상되었습니다: { $position }번째 문자는 링크에 쓰는 문자가 아닙니다.
share-damaged = 이 대국 링크는 손상되었거나 중간에 잘렸습니다. 링크 전체를 다시 복사하세요.
share-too-large = 이 링크의 대국은 1 MB가 넘습니다.
share-not-text = 이 대국 링크에는 기보가 없습니다.
saved-by-link-your-move = 링크 · 내가 둘 차례
saved-by-link-their-move = 링크 · { $name }이(가) 둘 차례
saved-by-link-over = 링크 · { $status }
saved-kept-title = 따로 둔 손상된 값
saved-kept-help = 이 값들은 읽을 수 없어서 덮어쓰지 않고 따로 두었습니다. 텍스트를 남기려면 내보내고, 아니면 지우세요.
saved-kept-game = 저장한 대국
saved-kept-game-by-link = 링크 대국
saved-kept-sure = 이 텍스트를 완전히 지울까요?
saved-kept-delete-yes = 예, 지우기
saved-kept-not-deleted = 저장 공간이 거부했습니다. 아무것도 지우지 않았습니다.
review-problems-heading = 내 실수를 문제로
review-problems-about = 컴퓨터가 당신의 큰 실수를 다시 봅니다. 국지전에서 뚜렷한 최선의 답이 하나뿐인 실수는 '내 문제'의 문제가 됩니다. 아무것도 이 기기 밖으로 나가지 않습니다.
review-problems-make = 내 실수로 문제 만들기
review-problems-judging = 실수 { $total }개 중 { $done }번째를 보는 중…
review-problems-none = 볼 실수가 남지 않았습니다.
review-problems-made = 실수 { $looked }개를 보았습니다:
review-problems-new = { $made ->
    [0] 새 문제는 없습니다.
   *[other] '내 문제'에 새 문제 { $made }개.
}
review-problems-unclear = { $count }개는 뚜렷한 최선의 답이 하나가 아니었습니다.
review-problems-not-local = { $count }개는 컴퓨터가 짚을 수 있는 국지전이 아니었습니다.
review-problems-already = { $count }개는 전에 문제로 만든 것입니다.
review-problems-solve = { $count ->
   *[other] 새 문제 풀기
}
review-problems-mine = 내 문제
review-problems-name = { $date } { $opponent }와(과) 둔 내 대국
review-problems-name-people = { $date }의 대국, { $black } 대 { $white }
