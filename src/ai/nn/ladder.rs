//! KataGo's ladder search (`Board::searchIsLadderCaptured` and
//! `searchIsLadderCapturedAttackerFirst2Libs` in `cpp/game/board.cpp`), which feeds input
//! features 14–17: strings that cannot escape a ladder, and the moves that start one.

use super::board::{opp, Cells, Goban, EMPTY, WALL};

/// Whether the string at `loc` (1 or 2 liberties) is caught in a ladder with its owner to
/// move (`defender_first`) or the attacker to move. Kos are assumed to work for the defender.
pub fn captured(board: &Goban, loc: usize, defender_first: bool) -> bool {
    let libs = board.liberties_capped(loc, 3);
    if libs > 2 || (defender_first && libs > 1) {
        return false;
    }
    let mut b = board.clone();
    if defender_first {
        b.ko = None;
    }
    let limit = board.width * board.height * 3 / 2 + 1;
    search(&b, loc, defender_first, 0, limit)
}

/// For a string with two liberties and the attacker to move: the liberties whose filling
/// starts a working ladder (empty if none).
pub fn working_moves(board: &Goban, loc: usize) -> Vec<usize> {
    let mut libs = Vec::new();
    board.liberty_list(loc, &mut libs);
    if libs.len() != 2 {
        return Vec::new();
    }
    let attacker = opp(board.cells[loc]);
    libs.into_iter()
        .filter(|&m| {
            board.is_legal(m, attacker, false) && {
                let mut b = board.clone();
                b.play(Some(m), attacker);
                captured(&b, loc, true)
            }
        })
        .collect()
}

/// One level of the search: `defender` says whose turn it is at this depth.
fn search(b: &Goban, loc: usize, defender_first: bool, depth: usize, limit: usize) -> bool {
    if depth >= limit - 1 {
        return true;
    }
    let defender = defender_first == depth.is_multiple_of(2);
    let pla = b.cells[loc];
    let attacker = opp(pla);
    let libs = b.liberties_capped(loc, 3);
    if !defender && libs <= 1 {
        return true;
    }
    if !defender && libs >= 3 {
        return false;
    }
    if defender && libs >= 2 {
        return false;
    }
    // A ko left by the attacker: assume the defender wins it (also stops ko cycles).
    if defender && b.ko.is_some() {
        return false;
    }
    let moves = if defender {
        let mut m = liberty_gaining_captures(b, loc);
        let mut own = Vec::new();
        b.liberty_list(loc, &mut own);
        for l in own {
            if !m.contains(&l) {
                m.push(l);
            }
        }
        m
    } else {
        match attacker_moves(b, loc) {
            Ok(m) => m,
            Err(result) => return result,
        }
    };
    let mover = if defender { pla } else { attacker };
    for m in moves {
        if !b.is_legal(m, mover, false) {
            continue;
        }
        let mut next = b.clone();
        next.play(Some(m), mover);
        let r = search(&next, loc, defender_first, depth + 1, limit);
        if defender && !r {
            return false;
        }
        if !defender && r {
            return true;
        }
    }
    defender
}

/// The attacker's candidate moves on the string's two liberties, best first, or the
/// search's answer when it is already decided.
fn attacker_moves(b: &Goban, loc: usize) -> Result<Vec<usize>, bool> {
    let pla = b.cells[loc];
    let attacker = opp(pla);
    let mut m = Vec::new();
    b.liberty_list(loc, &mut m);
    debug_assert_eq!(m.len(), 2);
    let mut libs0 = b.immediate_liberties(m[0]);
    let mut libs1 = b.immediate_liberties(m[1]);
    // Double-ko death: both liberties are ko mouths that connecting does not help.
    if libs0 == 0
        && libs1 == 0
        && would_be_ko_capture(b, m[0], attacker)
        && would_be_ko_capture(b, m[1], attacker)
        && liberties_after_play(b, m[0], pla, 3) <= 2
        && liberties_after_play(b, m[1], pla, 3) <= 2
        && liberty_gaining_captures(b, loc).is_empty()
    {
        return Err(true);
    }
    if !b.adj(m[0]).contains(&m[1]) {
        match (libs0 >= 3, libs1 >= 3) {
            (true, true) => return Err(false),
            (true, false) => m.truncate(1),
            (false, true) => {
                m.swap(0, 1);
                m.truncate(1);
            }
            (false, false) => {}
        }
    }
    if m.len() > 1 {
        libs0 = libs0 * 2 + connection_liberties_x2(b, m[0], pla);
        libs1 = libs1 * 2 + connection_liberties_x2(b, m[1], pla);
        if libs1 > libs0 {
            m.swap(0, 1);
        }
    }
    Ok(m)
}

/// The liberties of opposing strings in atari next to the string at `loc`: captures that
/// give it liberties.
fn liberty_gaining_captures(b: &Goban, loc: usize) -> Vec<usize> {
    let pla = b.cells[loc];
    let mut stones = Vec::new();
    b.string(loc, &mut stones);
    let mut done = Cells::default();
    let mut out = Vec::new();
    let mut libs = Vec::new();
    for s in stones {
        for n in b.adj(s) {
            if b.cells[n] == opp(pla) && !done.contains(n) && b.liberties_capped(n, 2) == 1 {
                let mut string = Vec::new();
                b.string(n, &mut string);
                for &t in &string {
                    done.insert(t);
                }
                b.liberty_list(n, &mut libs);
                for &l in &libs {
                    if !out.contains(&l) {
                        out.push(l);
                    }
                }
            }
        }
    }
    out
}

/// KataGo's `wouldBeKoCapture`: `pla` playing at `i` would capture exactly one lone stone
/// with every neighbour an opposing stone or the edge.
fn would_be_ko_capture(b: &Goban, i: usize, pla: u8) -> bool {
    if b.cells[i] != EMPTY {
        return false;
    }
    let mut capturable = None;
    for n in b.adj(i) {
        let c = b.cells[n];
        if c != WALL && c != opp(pla) {
            return false;
        }
        if c == opp(pla) && b.liberties_capped(n, 2) == 1 {
            if capturable.is_some() {
                return false;
            }
            capturable = Some(n);
        }
    }
    capturable.is_some_and(|n| b.adj(n).iter().all(|&m| b.cells[m] != opp(pla)))
}

/// KataGo's `getNumLibertiesAfterPlay`: liberties a stone of `pla` at `i` would have,
/// counting at most `max`.
fn liberties_after_play(b: &Goban, i: usize, pla: u8, max: usize) -> usize {
    let mut libs: Vec<usize> = Vec::new();
    let mut captured_strings: Vec<Cells> = Vec::new();
    for n in b.adj(i) {
        if b.cells[n] == EMPTY {
            libs.push(n);
        } else if b.cells[n] == opp(pla) && b.liberties_capped(n, 2) == 1 {
            libs.push(n);
            if !captured_strings.iter().any(|s| s.contains(n)) {
                let mut stones = Vec::new();
                b.string(n, &mut stones);
                let mut set = Cells::default();
                for s in stones {
                    set.insert(s);
                }
                captured_strings.push(set);
            }
        }
        if libs.len() >= max {
            return max;
        }
    }
    let would_be_empty =
        |c: usize| b.cells[c] == EMPTY || captured_strings.iter().any(|s| s.contains(c));
    let mut joined = Cells::default();
    for n in b.adj(i) {
        if b.cells[n] == pla && !joined.contains(n) {
            let mut stones = Vec::new();
            b.string(n, &mut stones);
            for &s in &stones {
                joined.insert(s);
            }
            for s in stones {
                for l in b.adj(s) {
                    if l != i && would_be_empty(l) && !libs.contains(&l) {
                        libs.push(l);
                        if libs.len() >= max {
                            return max;
                        }
                    }
                }
            }
        }
    }
    libs.len()
}

/// KataGo's `countHeuristicConnectionLibertiesX2`: for each neighbouring own string with
/// more than one liberty (counted once per side it touches), twice its liberties less 3.
fn connection_liberties_x2(b: &Goban, i: usize, pla: u8) -> usize {
    b.adj(i)
        .iter()
        .filter(|&&n| b.cells[n] == pla)
        .map(|&n| b.liberties(n))
        .filter(|&l| l > 1)
        .map(|l| l * 2 - 3)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Goban {
        Goban::from_rows(rows)
    }

    /// A stone in atari on the second line, chased along an empty edge, is a ladder.
    #[test]
    fn simple_ladder() {
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X......",
            ".XOX.....",
            ".........",
        ]);
        assert!(captured(&b, b.index(2, 7), true));
    }

    /// Of a two-liberty stone's liberties, only the one that drives it along the edge starts
    /// a working ladder.
    #[test]
    fn working_move_on_the_edge() {
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            "...XOX...",
            "..X......",
            ".XO......",
            ".........",
        ]);
        assert!(!captured(&b, b.index(4, 5), true));
        assert_eq!(working_moves(&b, b.index(2, 7)), vec![b.index(3, 7)]);
    }
}
