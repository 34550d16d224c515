## 빠른 안내, 연습 대국, 강좌.

## src/learn/guide.rs

learn-guide-board-title = 바둑판
learn-guide-board-body = 선과 선이 만나는 점에 둡니다. 대국은 빈 바둑판에서 시작합니다.
learn-guide-turns-title = 번갈아 두기
learn-guide-turns-body = 흑이 먼저 두고 다음에 백이 둡니다. 자기 차례에 빈 점 하나에 돌 하나를 놓습니다. 돌은 움직이지 않습니다.
learn-guide-pass-title = 패스도 됩니다
learn-guide-pass-body = 돌을 놓는 대신 패스할 수 있습니다. 그 차례는 끝나고, 나중에 다시 둘 수 있습니다.
learn-guide-capture-title = 잡기
learn-guide-capture-body = 이어진 돌 바로 옆의 빈 점이 그 돌의 활로입니다. 마지막 활로를 막으면 그 돌은 잡혀서 판 위에서 들어냅니다.
learn-guide-end-title = 종국
learn-guide-end-body = 두 사람이 잇달아 패스하면 대국이 멈춥니다. 탈출할 수 없는 돌이 어느 것인지 합의하고 들어냅니다. 합의가 안 되면 계속 둡니다.
learn-guide-count-title = 계가
learn-guide-count-body = 판 위의 내 돌 하나가 1집, 내 돌로만 둘러싸인 빈 점 하나도 1집으로 셉니다.
learn-guide-komi-title = 덤
learn-guide-komi-body = 백은 나중에 두므로 7.5집을 더 받습니다. 이것을 덤이라고 합니다. 합계가 많은 쪽이 이기고, 반 집 때문에 비기는 일은 없습니다.

## src/learn/lessons/basics.rs

learn-liberties-prompt = 표시된 돌의 활로(바로 옆의 빈 점)를 모두 누르세요.
learn-liberties-hint = 돌에서 바로 위, 아래, 왼쪽, 오른쪽을 보세요. 그 사이의 대각선 점은 빼세요.
learn-liberties-title = 활로
learn-liberties-intro = 돌은 선을 따라 바로 옆에 있는 빈 점으로 숨을 쉽니다. 이것이 그 돌의 활로입니다.
learn-liberties-done-centre = 넷. 넓은 곳의 돌은 활로가 넷입니다.
learn-liberties-done-edge = 셋. 판의 가장자리가 하나를 없앱니다.
learn-liberties-success = 귀에서는 둘. 활로가 적은 돌일수록 잡기 쉽습니다.
learn-strings-title = 이어진 돌
learn-strings-intro = 선을 따라 맞닿은 같은 색의 돌은 하나로 이어집니다. 이어진 돌은 모든 활로를 함께 씁니다.
learn-strings-prompt-tap = 표시된 이어진 돌의 활로를 모두 누르세요.
learn-strings-hint-tap = 돌을 하나씩 따라가며 둘레를 보세요.
learn-strings-done-tap = 다 찾았습니다. 한 점은 돌 두 개에 닿아 있습니다.
learn-strings-prompt-count = 이 이어진 돌의 활로는 몇 개인가요?
learn-strings-wrong-count = 다시 세어 보세요. 두 돌이 함께 쓰는 점은 한 번만 셉니다.
learn-strings-hint-count = 방금 누른 점을 세어 보세요.
learn-strings-success = 일곱. 함께 쓰는 활로는 이어진 돌 전체에서 한 번만 셉니다.
learn-atari-title = 단수
learn-atari-intro = 활로가 하나만 남은 돌은 단수입니다. 다음에 거기 두면 잡힙니다.
learn-atari-prompt-find = 백돌 하나가 단수입니다. 그 돌을 누르세요.
learn-atari-wrong-find = 그 돌은 아직 활로가 둘입니다. 활로가 하나뿐인 돌을 찾으세요.
learn-atari-other-find = 백돌 가운데 하나를 누르세요.
learn-atari-hint-find = 백돌마다 옆의 빈 점을 세어 보세요.
learn-atari-done-find = 맞습니다. 위쪽 점만 비어 있습니다.
learn-atari-prompt-play = 이제 다른 백돌을 단수로 만드세요.
learn-atari-wrong-play = 그러면 첫 번째 돌을 잡게 됩니다. 여기서는 표시된 돌의 활로를 하나 막으세요.
learn-atari-other-play = 표시된 돌의 두 활로 가운데 하나를 막으세요.
learn-atari-hint-play = 표시된 돌은 위와 왼쪽이 비어 있습니다.
learn-atari-success = 단수! 백이 살리지 않으면 다음 수에 잡을 수 있습니다.
learn-capture-title = 잡기
learn-capture-intro = 마지막 활로를 막으면 그 돌은 잡혀서 판 위에서 들어냅니다.
learn-capture-prompt-centre = 넓은 곳에서는 돌을 잡으려면 둘레에 돌 넷이 필요합니다. 셋은 이미 있습니다. 표시된 돌을 잡으세요.
learn-capture-other-centre = 표시된 돌의 비어 있는 옆 점을 막으세요.
learn-capture-hint-centre = 빈 점은 바로 아래입니다.
learn-capture-done-centre = 돌 넷으로 잡았습니다.
learn-capture-prompt-edge = 가장자리에서는 돌 셋이면 됩니다. 표시된 돌을 잡으세요.
learn-capture-other-edge = 가장자리가 이미 한쪽을 막고 있습니다. 마지막 빈 옆 점을 막으세요.
learn-capture-hint-edge = 빈 점은 바로 위입니다.
learn-capture-done-edge = 돌 셋으로 잡았습니다.
learn-capture-prompt-corner = 귀에서는 돌 둘이면 됩니다. 표시된 돌을 잡으세요.
learn-capture-other-corner = 가장자리 두 곳이 이미 막고 있습니다. 마지막 빈 옆 점을 막으세요.
learn-capture-hint-corner = 빈 점은 바로 아래입니다.
learn-capture-success = 넓은 곳에서 넷, 가장자리에서 셋, 귀에서 둘.
learn-capture-two-title = 이어진 돌 잡기
learn-capture-two-intro = 나란히 놓인 백돌 두 개는 이어져 있고 활로가 여섯입니다. 다섯은 이미 막혔습니다.
learn-capture-two-prompt = 표시된 두 돌을 한 수로 잡으세요.
learn-capture-two-other = 백의 이어진 돌에 아직 닿아 있는 빈 점 하나를 찾으세요.
learn-capture-two-hint = 오른쪽 백돌의 아래를 보세요.
learn-capture-two-success = 흑돌 여섯이 백돌 둘을 둘러쌌습니다. 두 돌이 함께 잡혀 나갑니다.

## src/learn/lessons/counting.rs

learn-count-hint-numbers = 문제에 나온 숫자를 더하세요.
learn-count-area-title = 계자로 세기
learn-count-area-intro = 대국이 끝났고 모든 돌이 살아 있습니다. 계자로 셀 때는 판 위의 돌 하나와 돌이 둘러싼 빈 점 하나가 각각 1집입니다.
learn-count-area-prompt-territory = 흑이 둘러싼 빈 점은 몇 개인가요?
learn-count-area-wrong-territory = 위쪽, 흑돌 안쪽의 빈 점만 세세요.
learn-count-area-hint-territory = 위쪽 가장자리에 다섯, 바로 아래에 셋 더.
learn-count-area-prompt-black = 흑은 판 위에 돌이 35개 있습니다. 흑의 합계는?
learn-count-area-wrong-black = 돌과 둘러싼 점을 더합니다: 35와 8.
learn-count-area-prompt-white = 백은 돌 27개에 둘러싼 점이 10입니다. 나중에 두므로 덤 7.5도 받습니다. 백의 합계는?
learn-count-area-wrong-white = 돌 27, 점 10, 그리고 덤 7.5를 더합니다.
learn-count-area-prompt-lead = 흑 43, 백 44.5. 백은 몇 집 차로 이기나요?
learn-count-area-wrong-lead = 44.5에서 43을 빼세요.
learn-count-area-success = 백 1.5집 승. 반 집 덕분에 비기는 일은 없습니다.
learn-count-territory-title = 집으로 세기
learn-count-territory-intro = 둘러싼 빈 점만 세는 규칙도 있습니다. 내 돌은 점수가 되지 않고, 잡힌 돌 하나마다 1집을 잃습니다.
learn-count-territory-prompt-black = 흑이 방금 백돌 하나를 잡았습니다. 흑이 둘러싼 빈 점은 몇 개인가요?
learn-count-territory-wrong-black = 흑 벽 왼쪽의 빈 점만 세세요. 돌은 세지 않습니다.
learn-count-territory-hint-black = 흑 쪽에 21점, 그중 4점에는 흑돌이 있습니다.
learn-count-territory-prompt-white = 백은 14집을 둘러쌌고 돌 하나를 잡혔습니다: 1을 뺍니다. 여기서 덤은 6.5입니다. 백의 합계는?
learn-count-territory-wrong-white = 14에서 1을 빼고 6.5를 더합니다.
learn-count-territory-prompt-lead = 흑 17, 백 19.5. 백은 몇 집 차로 이기나요?
learn-count-territory-wrong-lead = 19.5에서 17을 빼세요.
learn-count-territory-success = 백 2.5집 승. 이 규칙에서는 잡힌 돌 하나마다 1집을 잃습니다.
learn-count-classic-title = 클래식 계가
learn-count-classic-intro = 클래식 9줄 규칙은 세 가지를 더합니다. 둘러싼 빈 점, 잡은 돌, 그리고 상대가 패스한 횟수마다 1집. 덤은 없습니다.
learn-count-classic-prompt-black = 흑은 17집을 둘러쌌고 돌 하나를 잡았으며 백은 한 번 패스했습니다. 흑의 합계는?
learn-count-classic-wrong-black = 17집, 잡은 돌로 1, 백의 패스로 1.
learn-count-classic-prompt-white = 백은 14집을 둘러쌌고 잡은 돌은 없으며 흑은 한 번 패스했습니다. 백의 합계는?
learn-count-classic-wrong-white = 14집, 그리고 흑의 패스로 1.
learn-count-classic-success = 19 대 15로 흑 승. 여기서는 패스할 때마다 상대가 1집을 얻습니다.

## src/learn/lessons/finale.rs

learn-practice-title = 잡기 연습
learn-practice-intro = 백돌 하나가 귀에 있습니다. 옆 점은 둘이고, 그중 하나는 흑이 차지하고 있습니다.
learn-practice-prompt = 백돌의 다른 옆 점에 흑을 두어 잡으세요.
learn-practice-wrong-diagonal = 그 점은 백돌과 대각선으로만 닿습니다. 바로 옆의 빈 점에 두세요.
learn-practice-other = 거기가 아닙니다. 백돌 바로 옆의 빈 점 하나를 찾으세요.
learn-practice-hint = 백돌 바로 위를 보세요.
learn-practice-success = 잡았습니다! 백돌은 비어 있는 옆 점이 없어져 들어냅니다. 이제 판을 비우고 두어 봅시다.
learn-first-capture-title = 먼저 잡으면 승리
learn-first-capture-intro = 이 기기에서 둘이 두는 대국입니다. 번갈아 두고, 먼저 잡는 쪽이 이깁니다. 아무것도 잡기 전에 두 번 패스하면 무승부입니다.
learn-first-capture-prompt = 흑부터 둡니다. 한 수 둘 때마다 기기를 상대에게 건네세요.
learn-first-capture-hint = 단수인 돌을 찾으세요. 내 돌이면 살리고, 상대 돌이면 잡습니다.
learn-first-capture-success = 잡아서 승리! 이제 규칙을 압니다. 다음은 9줄 바둑판에서 친구나 컴퓨터와 '먼저 잡으면 승리' 대국을, 그 뒤에는 집이 큰 쪽이 이기는 진짜 대국을 두어 보세요.

## src/learn/lessons/life.rs

learn-two-eyes-title = 두 집
learn-two-eyes-intro = 백 무리에는 집이 둘 있습니다. 무리 안의 떨어진 빈 점 두 개입니다.
learn-two-eyes-prompt-first = 표시된 집에 두어 보세요.
learn-two-eyes-other = 표시된 집을 누르세요.
learn-two-eyes-hint-first = 표시된 집은 왼쪽에 있습니다.
learn-two-eyes-done-first = 자살수입니다. 다른 집이 있어 백은 살아 있고, 아무것도 잡히지 않습니다.
learn-two-eyes-prompt-second = 다른 집은요?
learn-two-eyes-hint-second = 표시된 집은 아래쪽에 있습니다.
learn-two-eyes-success = 어느 집도 메울 수 없으니 이 무리는 절대 잡히지 않습니다. 두 집이면 삽니다.
learn-false-eye-title = 옥집
learn-false-eye-intro = 백에게는 집이 둘 있는 것처럼 보입니다. 하지만 아래쪽은 옥집입니다. 가장자리의 백돌 두 개는 그 점을 통해서만 무리와 이어져 있습니다.
learn-false-eye-prompt-atari = 표시된 두 돌을 바깥에서 단수로 만드세요.
learn-false-eye-wrong-atari = 그 점은 둘러싸여 있어 아무것도 잡지 못합니다. 바깥에서 공격하세요.
learn-false-eye-other-atari = 표시된 돌의 바깥쪽 활로를 막으세요.
learn-false-eye-hint-atari = 가장자리, 표시된 돌의 오른쪽에 두세요.
learn-false-eye-done-atari = 두 돌을 살리려고 백은 자기 집을 메울 수밖에 없었습니다.
learn-false-eye-prompt-capture = 백은 집이 하나 남았고, 그것이 백의 마지막 활로입니다. 무리 전체를 잡으세요.
learn-false-eye-other-capture = 백의 마지막 집에 두세요.
learn-false-eye-hint-capture = 표시된 집을 누르세요.
learn-false-eye-success = 진짜 집 하나로는 부족합니다(옥집은 집이 아닙니다). 무리가 살려면 진짜 집이 둘 있어야 합니다.
learn-seki-title = 빅
learn-seki-intro = 당신의 무리와 백의 무리는 각각 집이 하나 있고, 활로 하나를 함께 씁니다.
learn-seki-prompt-attack = 백을 공격해 보세요. 표시된, 함께 쓰는 점에 두세요.
learn-seki-wrong-own-eye = 거기는 당신의 집입니다. 함께 쓰는 점에 두어 보세요.
learn-seki-wrong-their-eye = 백의 집입니다. 그 안에는 둘 수 없습니다.
learn-seki-other-attack = 표시된 함께 쓰는 점을 누르세요.
learn-seki-hint-attack = 위쪽 가장자리, 두 무리 사이에 있습니다.
learn-seki-done-attack = 아이쿠. 그 수로 당신의 돌이 활로 하나만 남아 백에게 잡혔습니다.
learn-seki-prompt-explain = 백이 거기 두어도 같은 일이 생깁니다. 그래서 어느 쪽도 함께 쓰는 점에 두지 않고, 두 무리 모두 삽니다. 그 점은 누구의 집도 아닙니다.
learn-seki-success = 이것이 빅입니다. 두 무리가 나란히 살고, 어느 쪽도 공격할 수 없습니다.

## src/learn/lessons/rules.rs

learn-self-capture-title = 자살수 금지
learn-self-capture-intro = 내 돌의 활로가 없어지는 곳에는 둘 수 없습니다. 그 수로 상대 돌을 잡을 때는 예외입니다.
learn-self-capture-prompt-try = 백돌 안쪽의 표시된 점에 두어 보세요.
learn-self-capture-other-try = 표시된 점을 누르세요.
learn-self-capture-hint-try = 표시된 점은 백돌 네 개의 한가운데입니다.
learn-self-capture-done-try = 둘 수 없습니다. 당신의 돌은 활로가 없고 아무것도 잡지 못하기 때문입니다.
learn-self-capture-prompt-capture = 표시된 귀의 점도 둘러싸여 있습니다. 하지만 그 옆의 백돌 두 개는 다른 활로가 없습니다. 거기 두세요.
learn-self-capture-wrong-capture = 거기도 아직 자살수입니다. 활로가 없어지는 백돌이 없습니다.
learn-self-capture-other-capture = 표시된 귀의 점을 누르세요.
learn-self-capture-hint-capture = 왼쪽 아래 귀의 점입니다.
learn-self-capture-success = 둘 수 있습니다! 잡힌 돌이 먼저 들려 나가고, 그러면 당신의 돌에 활로가 생깁니다(자살수가 아닙니다).
learn-ko-title = 패
learn-ko-intro = 백이 방금 당신의 돌 하나를 잡았습니다. 곧바로 되잡을 수도 있지만, 그러면 끝없이 되풀이됩니다. 이를 막는 규칙이 있습니다.
learn-ko-prompt-retake = 곧바로 되잡아 보세요. 당신의 돌이 있던 표시된 점에 두세요.
learn-ko-other-retake = 표시된 점을 누르세요.
learn-ko-hint-retake = 당신의 돌은 그 돌을 잡은 백돌의 오른쪽에 있었습니다.
learn-ko-done-retake = 아직 안 됩니다. 한 수 전의 국면이 되풀이되기 때문입니다. 이것이 패입니다.
learn-ko-prompt-elsewhere = 먼저 다른 곳에 두세요. 표시된 백돌을 단수로 만드세요. 백은 받아야 합니다.
learn-ko-wrong-elsewhere = 아직 이릅니다. 먼저 다른 곳에 한 수 두세요.
learn-ko-other-elsewhere = 표시된 돌의 두 활로 가운데 하나를 막으세요.
learn-ko-hint-elsewhere = 표시된 돌은 위와 왼쪽이 비어 있습니다.
learn-ko-done-elsewhere = 백이 돌을 살렸습니다. 잡힌 뒤로 판의 모습이 바뀌었습니다.
learn-ko-prompt-take = 이제 패를 되따내세요.
learn-ko-other-take = 표시된 점에 두어 백돌을 잡으세요.
learn-ko-hint-take = 아까와 같은 점입니다.
learn-ko-success = 이제 둘 수 있습니다. 다음에는 백이 되잡기 전에 다른 곳에 두어야 합니다.
learn-passing-title = 패스와 대국의 끝
learn-passing-intro = 경계가 다 막혔습니다. 여기 돌을 두면 내 집을 메울 뿐이니 패스합니다.
learn-passing-prompt-pass = 패스를 누르세요.
learn-passing-other-pass = 돌은 필요 없습니다. 대신 패스를 누르세요.
learn-passing-hint-pass = 패스 버튼은 판 옆에 있습니다.
learn-passing-done-pass = 백도 패스했습니다. 잇달아 두 번 패스했으니 대국이 멈춥니다.
learn-passing-prompt-dead = 이제 죽은 돌에 합의합니다. 당신 집에 있는 백돌은 탈출할 수 없습니다. 눌러서 죽은 돌로 표시하세요.
learn-passing-wrong-white-wall = 백의 벽은 안전합니다. 탈출할 수 없는 돌만 표시하세요.
learn-passing-wrong-black-wall = 그것은 당신의 벽이고, 살아 있습니다.
learn-passing-other-dead = 당신 쪽에 혼자 있는 백돌을 누르세요.
learn-passing-hint-dead = 왼쪽, 빈 점들 사이에 있습니다.
learn-passing-done-dead = 표시했습니다. 둘 다 합의하면 그 돌을 판에서 들어내고 계가합니다.
learn-passing-prompt-resume = 어느 돌이 죽었는지 합의가 안 되면 대신 계속 둡니다. 먼저 패스한 쪽이 먼저 둡니다. 판 위에서 결판을 낸 뒤 다시 패스하세요.
learn-passing-success = 이것이 대국의 끝입니다. 두 번의 패스, 죽은 돌 합의, 그리고 계가.

## src/learn/text.rs

learn-common-diagonal = 그건 대각선입니다. 대각선은 활로가 아닙니다.
learn-common-occupied = 거기는 돌이 있습니다. 활로는 빈 점입니다.
learn-common-liberty-found = 네, 활로입니다.
learn-common-found-again = 그건 이미 찾았습니다.
learn-common-not-touching = 그 점은 표시된 돌에 닿지 않습니다. 바로 옆을 보세요.
learn-common-pick-number = 아래 숫자 가운데 하나를 고르세요.
learn-common-read-on = 준비되면 계속을 누르세요.
learn-common-tap-board = 판 위의 점을 누르세요.
learn-common-lesson-done = 이 강좌를 마쳤습니다. 다음을 누르거나, 다시 하려면 다시 하기를 누르세요.
learn-common-draw = 아무것도 잡기 전에 둘 다 패스했습니다. 무승부입니다. 새 대국은 다시 하기를 누르세요.
learn-common-capture-wins = 잡았습니다! 이 대국에서는 먼저 잡는 쪽이 이깁니다.
learn-common-move-played = 이제 상대 차례입니다.
learn-common-marked-dead = 죽은 돌로 표시했습니다.
learn-common-start-9x9 = 9줄 대국 시작
learn-common-next-lesson = 다음 강좌
learn-common-diagonal-surround = 대각선으로는 아무것도 둘러싸지 못합니다. 마지막 활로를 막으세요.
