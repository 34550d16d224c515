## 앱의 틀, 홈 화면, 어느 화면에서나 나오는 알림.

page-not-found = 이 페이지는 없습니다.

home-tagline = 한 기기에서 둘이, 다른 휴대폰의 친구와, 또는 컴퓨터와 두는 바둑. 강좌와 문제도 있습니다. 오프라인에서도 됩니다.
home-menu = 메인
home-new-game = 새 대국
home-play-computer = 컴퓨터와 두기
home-continue = 이어 두기
home-saved-games = 저장한 대국
home-learn = 배우기
home-daily = 오늘의 문제
home-rules = 규칙
home-settings = 설정

part-loading = 불러오는 중…
part-failed-title = Tengen의 이 부분을 불러오지 못했습니다
part-failed-body = 이 부분은 아직 이 기기에 내려받지 않았고, 연결도 실패했습니다. 대국은 안전합니다. 연결을 확인하고 다시 시도하세요.
part-retry = 다시 시도
part-home = 홈
part-failed-inline = 이 화면의 일부를 불러오지 못했습니다(아직 이 기기에 없고, 연결도 실패했습니다).

## 저장 공간 알림과 손상된 저장 대국(어느 화면에서나 나옵니다).

storage-full = 브라우저 저장 공간이 가득 찼습니다. 이 대국을 저장하려면 끝난 대국을 지우세요.
storage-unavailable = 이 브라우저에서는 저장할 수 없습니다(사생활 보호 모드이거나 저장이 꺼져 있음). 둘 수는 있지만 대국이 남지 않습니다.
storage-other = 브라우저가 저장하지 못했습니다: { $detail }
storage-changed-in-another-tab = 이 대국은 다른 탭에서 바뀌었습니다. 더 새로운 쪽을 다시 불러옵니다.
storage-newer-version = 이 대국은 더 새로운 버전의 Tengen(형식 { $format })으로 저장되어 덮어쓰지 않습니다.
storage-does-not-replay = 대국을 저장하지 못했습니다: { $detail }
storage-stored-copy-damaged = 대국을 저장하지 못했습니다. 이 기기에 저장된 사본이 열리지 않아 그 위에 아무것도 쓰지 않습니다.
storage-no-id = 대국을 저장하지 못했습니다. ID가 없습니다.
storage-not-saved = 저장되지 않음: { $reason } 계속 둘 수 있고, 기보를 내보낼 수 있습니다.
home-at-my-level = 내 수준에 맞게 두기
ladder-home-rating = 컴퓨터 상대 내 등급 점수: { $games }판 뒤 { $rating } ± { $deviation }.
