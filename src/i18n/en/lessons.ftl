## The quick-start guide, the practice game and the lessons.

## src/learn/guide.rs

learn-guide-board-title = The board
learn-guide-board-body = You play on the points where the lines cross. The game starts on an empty board.
learn-guide-turns-title = Take turns
learn-guide-turns-body = Black moves first, then White. Each turn, you put one stone on an empty point. Stones never move.
learn-guide-pass-title = Or pass
learn-guide-pass-body = Instead of placing a stone, you may pass. Your turn is over and you can play again later.
learn-guide-capture-title = Capture
learn-guide-capture-body = The empty points next to a string of stones are its liberties. Fill the last one and the string comes off the board.
learn-guide-end-title = The end
learn-guide-end-body = When both pass one after the other, play stops. Agree which stones could not escape and take them off. If you disagree, play on.
learn-guide-count-title = Count
learn-guide-count-body = Each of your stones on the board is a point, and so is each empty point that only your stones surround.
learn-guide-komi-title = Komi
learn-guide-komi-body = White moved second, so White gets 7.5 extra points, called komi. The higher total wins; the half point rules out a tie.

## src/learn/lessons/basics.rs

learn-liberties-prompt = Tap every liberty of the marked stone: the empty points right next to it.
learn-liberties-hint = Look straight up, down, left and right from the stone. Skip the corners between.
learn-liberties-title = Liberties
learn-liberties-intro = A stone breathes through the empty points next to it along the lines. These are its liberties.
learn-liberties-done-centre = Four. A stone in the open has four liberties.
learn-liberties-done-edge = Three. The edge of the board takes one away.
learn-liberties-success = Two in the corner. The fewer liberties a stone has, the easier it is to capture.
learn-strings-title = Strings
learn-strings-intro = Stones of one colour that touch along a line form a string. The string shares all their liberties.
learn-strings-prompt-tap = Tap every liberty of the marked string.
learn-strings-hint-tap = Go round the string stone by stone and look at each side.
learn-strings-done-tap = All found. One point touches two of the stones.
learn-strings-prompt-count = How many liberties does the string have?
learn-strings-wrong-count = Count again. A point shared by two stones counts only once.
learn-strings-hint-count = Count the points you just tapped.
learn-strings-success = Seven. A shared liberty counts once, for the whole string.
learn-atari-title = Atari
learn-atari-intro = A string with only one liberty left is in atari. The next move there captures it.
learn-atari-prompt-find = One white stone is in atari. Tap it.
learn-atari-wrong-find = That stone still has two liberties. Find the one with a single liberty.
learn-atari-other-find = Tap one of the white stones.
learn-atari-hint-find = Count the empty points next to each white stone.
learn-atari-done-find = Right: only the point above it is still free.
learn-atari-prompt-play = Now put the other white stone in atari.
learn-atari-wrong-play = That would capture the first stone. Here, take a liberty from the marked one.
learn-atari-other-play = Take away one of the marked stone's two liberties.
learn-atari-hint-play = The marked stone is free above and to the left.
learn-atari-success = Atari! If White doesn't save it, you capture it next move.
learn-capture-title = Capture
learn-capture-intro = Fill a string's last liberty and it is captured: it comes off the board.
learn-capture-prompt-centre = In the open, a stone needs four stones around it. Three are there. Capture the marked stone.
learn-capture-other-centre = Fill the marked stone's one free neighbour.
learn-capture-hint-centre = The free point is just below it.
learn-capture-done-centre = Captured with four stones.
learn-capture-prompt-edge = On the edge, three stones are enough. Capture the marked stone.
learn-capture-other-edge = The edge already blocks one side. Fill the last free neighbour.
learn-capture-hint-edge = The free point is just above it.
learn-capture-done-edge = Captured with three stones.
learn-capture-prompt-corner = In the corner, two stones do it. Capture the marked stone.
learn-capture-other-corner = Two edges block it already. Fill its last free neighbour.
learn-capture-hint-corner = The free point is just below it.
learn-capture-success = Four in the open, three on the edge, two in the corner.
learn-capture-two-title = Capture a string
learn-capture-two-intro = Two white stones side by side form a string with six liberties. Five are taken already.
learn-capture-two-prompt = Capture both marked stones with one move.
learn-capture-two-other = Find the one empty point that still touches the white string.
learn-capture-two-hint = Look below the right-hand white stone.
learn-capture-two-success = Six black stones around two white ones: both come off together.

## src/learn/lessons/counting.rs

learn-count-hint-numbers = Add up the numbers in the question.
learn-count-area-title = Counting by area
learn-count-area-intro = The game is over and every stone is alive. Under area counting, each stone on the board and each empty point it surrounds is one point.
learn-count-area-prompt-territory = How many empty points does Black surround?
learn-count-area-wrong-territory = Count only the empty points inside Black's stones, at the top.
learn-count-area-hint-territory = Five on the top edge, three more just below.
learn-count-area-prompt-black = Black has 35 stones on the board. What is Black's total?
learn-count-area-wrong-black = Stones plus surrounded points: 35 and 8.
learn-count-area-prompt-white = White has 27 stones and surrounds 10 points. White also gets 7.5 komi for moving second. What is White's total?
learn-count-area-wrong-white = 27 stones, 10 points, then add the 7.5 komi.
learn-count-area-prompt-lead = 43 for Black, 44.5 for White. By how much does White win?
learn-count-area-wrong-lead = Take 43 from 44.5.
learn-count-area-success = White wins by 1.5. Thanks to the half point, there is never a tie.
learn-count-territory-title = Counting by territory
learn-count-territory-intro = Some rules count only empty points you surround. Your stones don't score, and each stone you lost costs a point.
learn-count-territory-prompt-black = Black just captured a white stone. How many empty points does Black surround?
learn-count-territory-wrong-black = Count only the empty points left of Black's wall. Stones don't count.
learn-count-territory-hint-black = 21 points on Black's side, 4 of them hold black stones.
learn-count-territory-prompt-white = White surrounds 14 points and lost one stone: minus 1. Komi here is 6.5. What is White's total?
learn-count-territory-wrong-white = 14 minus 1, then add 6.5.
learn-count-territory-prompt-lead = 17 for Black, 19.5 for White. By how much does White win?
learn-count-territory-wrong-lead = Take 17 from 19.5.
learn-count-territory-success = White wins by 2.5. Under these rules, every stone you lose costs you a point.
learn-count-classic-title = The classic count
learn-count-classic-intro = The classic 9x9 rules add three things: the empty points you surround, the stones you captured, and one point for each time your opponent passed. No komi.
learn-count-classic-prompt-black = Black surrounds 17 points, captured 1 stone, and White passed once. What is Black's total?
learn-count-classic-wrong-black = 17 points, plus 1 capture, plus 1 for White's pass.
learn-count-classic-prompt-white = White surrounds 14 points, captured nothing, and Black passed once. What is White's total?
learn-count-classic-wrong-white = 14 points, plus 1 for Black's pass.
learn-count-classic-success = Black wins, 19 to 15. Here every pass gives your opponent a point.

## src/learn/lessons/finale.rs

learn-practice-title = Practice capture
learn-practice-intro = A white stone sits in the corner. It has two neighbours, and Black holds one of them.
learn-practice-prompt = Play Black on the white stone's other neighbour to capture it.
learn-practice-wrong-diagonal = That point only touches the white stone's corner. Take the free point beside it.
learn-practice-other = Not there. Find the one empty point right next to the white stone.
learn-practice-hint = Look just above the white stone.
learn-practice-success = Captured! The white stone had no empty neighbour left, so it comes off. Now clear the board and play.
learn-first-capture-title = First capture wins
learn-first-capture-intro = A game for two on this device. Take turns; whoever captures first wins. Two passes before any capture make a draw.
learn-first-capture-prompt = Black starts. Pass the device after each move.
learn-first-capture-hint = Look for a string in atari: yours to save, or theirs to take.
learn-first-capture-success = A capture wins! You know the rules now. Next: a first-capture game on a 9x9 board, with a friend or the computer; after that, real games, where the larger area wins.

## src/learn/lessons/life.rs

learn-two-eyes-title = Two eyes
learn-two-eyes-intro = White's group has two eyes: two separate empty points inside it.
learn-two-eyes-prompt-first = Try to play in the marked eye.
learn-two-eyes-other = Tap the marked eye.
learn-two-eyes-hint-first = The marked eye is on the left.
learn-two-eyes-done-first = Self-capture: the other eye keeps White alive, so nothing is captured.
learn-two-eyes-prompt-second = And the other eye?
learn-two-eyes-hint-second = The marked eye is near the bottom.
learn-two-eyes-success = Neither eye can be filled, so this group can never be captured. Two eyes live.
learn-false-eye-title = A false eye
learn-false-eye-intro = White seems to have two eyes. But the lower one is false: the two white stones on the edge join the group only through it.
learn-false-eye-prompt-atari = Put the two marked stones in atari from outside.
learn-false-eye-wrong-atari = That point is surrounded and captures nothing. Attack from the outside.
learn-false-eye-other-atari = Take the marked stones' liberty on the outside.
learn-false-eye-hint-atari = Play on the edge, right of the marked stones.
learn-false-eye-done-atari = To save them, White had to fill its own eye.
learn-false-eye-prompt-capture = White has one eye left, and it is White's last liberty. Capture the whole group.
learn-false-eye-other-capture = Play in White's last eye.
learn-false-eye-hint-capture = Tap the marked eye.
learn-false-eye-success = One real eye is not enough. A group needs two real eyes to live.
learn-seki-title = Seki
learn-seki-intro = Your group and White's group each have one eye, and they share one more liberty.
learn-seki-prompt-attack = Try to attack White: play on the marked shared point.
learn-seki-wrong-own-eye = That's your own eye. Try the shared point.
learn-seki-wrong-their-eye = White's eye: you can't play inside it.
learn-seki-other-attack = Tap the marked shared point.
learn-seki-hint-attack = It's on the top edge, between the two groups.
learn-seki-done-attack = Ouch. That left your own string one liberty, and White captured it.
learn-seki-prompt-explain = White would have the same problem there. So neither side plays on the shared point, and both groups live. The shared point belongs to no one.
learn-seki-success = That is seki: two groups live side by side, and neither can attack.

## src/learn/lessons/rules.rs

learn-self-capture-title = No self-capture
learn-self-capture-intro = You may not play where your own stone would have no liberty, unless the move captures.
learn-self-capture-prompt-try = Try to play on the marked point, inside the white stones.
learn-self-capture-other-try = Tap the marked point.
learn-self-capture-hint-try = The marked point is in the middle of the four white stones.
learn-self-capture-done-try = Not allowed: your stone would have no liberty and capture nothing.
learn-self-capture-prompt-capture = The marked corner point is surrounded too. But the two white stones next to it have no other liberty. Play there.
learn-self-capture-wrong-capture = Still self-capture there: no white stone runs out of liberties.
learn-self-capture-other-capture = Tap the marked corner point.
learn-self-capture-hint-capture = It's the corner point at the bottom left.
learn-self-capture-success = Allowed! Captured stones come off first, and then your stone has liberties.
learn-ko-title = Ko
learn-ko-intro = White has just captured one of your stones. You could capture right back, and so on forever. A rule stops that.
learn-ko-prompt-retake = Take back at once: play on the marked point, where your stone was.
learn-ko-other-retake = Tap the marked point.
learn-ko-hint-retake = Your stone stood right of the white stone that just captured it.
learn-ko-done-retake = Not yet: this would bring back the position from one move ago. That is ko.
learn-ko-prompt-elsewhere = First play somewhere else. Put the marked white stone in atari: White has to answer.
learn-ko-wrong-elsewhere = Still too early. Play one move somewhere else first.
learn-ko-other-elsewhere = Take one of the marked stone's two liberties.
learn-ko-hint-elsewhere = The marked stone is free above and to the left.
learn-ko-done-elsewhere = White saved its stone. The board has changed since the capture.
learn-ko-prompt-take = Now take back the ko.
learn-ko-other-take = Play on the marked point to capture the white stone.
learn-ko-hint-take = Same point as before.
learn-ko-success = Legal now. Next, White must play elsewhere before taking back.
learn-passing-title = Passing and the end
learn-passing-intro = The borders are closed. A stone here would only fill your own area, so you pass.
learn-passing-prompt-pass = Tap Pass.
learn-passing-other-pass = No stone needed. Tap Pass instead.
learn-passing-hint-pass = The Pass button is next to the board.
learn-passing-done-pass = White passed too. Two passes in a row: play stops.
learn-passing-prompt-dead = Now agree on dead stones. The white stone in your area can't escape. Tap it to mark it dead.
learn-passing-wrong-white-wall = White's wall is safe. Mark only stones that can't escape.
learn-passing-wrong-black-wall = That's your own wall, and it's alive.
learn-passing-other-dead = Tap the lone white stone on your side.
learn-passing-hint-dead = It's on the left, among the empty points.
learn-passing-done-dead = Marked. When you both agree, it comes off and the board is counted.
learn-passing-prompt-resume = If you don't agree which stones are dead, play on instead: whoever passed first moves first. Settle it on the board, then pass again.
learn-passing-success = That's the end of a game: two passes, agree on dead stones, then count.

## src/learn/text.rs

learn-common-diagonal = That's a diagonal. Diagonals are not liberties.
learn-common-occupied = A stone sits there. Liberties are empty points.
learn-common-liberty-found = Yes, a liberty.
learn-common-found-again = You found that one already.
learn-common-not-touching = That point doesn't touch the marked stones. Look right next to them.
learn-common-pick-number = Pick one of the numbers below.
learn-common-read-on = Tap Continue when you're ready.
learn-common-tap-board = Tap a point on the board.
learn-common-lesson-done = This lesson is done. Tap Next, or Retry to do it again.
learn-common-draw = You both passed before any capture: a draw. Tap Retry for a new game.
learn-common-capture-wins = A capture! Whoever captures first wins this game.
learn-common-move-played = Now the other player.
learn-common-marked-dead = Marked as dead.
learn-common-start-9x9 = Start a 9x9 game
learn-common-next-lesson = Next lesson
learn-common-diagonal-surround = Diagonals don't surround anything. Fill the last liberty.
