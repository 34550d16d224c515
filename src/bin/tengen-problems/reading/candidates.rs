//! Where each side looks for its move, as GNU Go's `attack`/`find_defense` do: the
//! string's liberties and the points next to them, and the opponent's strings touching it.

use tengen::engine::{Board, Color, GoString, Point};

/// The attacker's tries against the string at `target` (liberties `libs`, one to
/// three). In atari the capture alone; with two liberties the liberties and, while the
/// reading is `wide`, the points next to them (a net's point is one); with three the
/// liberties. While `wide` also the liberties of the attacker's own touching strings
/// in atari (saving them).
pub(super) fn attacker_moves(
    board: &Board,
    target: Point,
    libs: &[Point],
    wide: bool,
) -> Vec<Point> {
    let mut moves = libs.to_vec();
    if libs.len() == 1 && board.check(libs[0], attacker(board, target)).is_ok() {
        return moves;
    }
    if wide {
        for s in touching(board, target)
            .iter()
            .filter(|s| s.liberties.len() == 1)
        {
            add(&mut moves, &s.liberties);
        }
        if libs.len() == 2 {
            add(&mut moves, &empty_around(board, libs));
        }
    }
    moves
}

/// The defender's tries for the string at `target`: capturing a touching string in
/// atari, then the liberties. In atari nothing else can help: only an extension or a
/// capture of a touching string adds a liberty. With two liberties or more also atari
/// on touching strings with two liberties, and while the reading is `wide` the
/// liberties of touching strings with three (a capturing race) and the points next to
/// the string's liberties. (Passing is the reader's own last try.)
pub(super) fn defender_moves(
    board: &Board,
    target: Point,
    libs: &[Point],
    wide: bool,
) -> Vec<Point> {
    let touching = touching(board, target);
    let mut moves = Vec::new();
    for s in touching.iter().filter(|s| s.liberties.len() == 1) {
        add(&mut moves, &s.liberties);
    }
    add(&mut moves, libs);
    if libs.len() >= 2 {
        let short = if wide { 3 } else { 2 };
        for s in touching.iter().filter(|s| s.liberties.len() <= short) {
            add(&mut moves, &s.liberties);
        }
        if wide {
            add(&mut moves, &empty_around(board, libs));
        }
    }
    moves
}

/// The colour that attacks the string at `target`.
fn attacker(board: &Board, target: Point) -> Color {
    board.get(target).map_or(Color::Black, Color::opposite)
}

/// The opponent's strings touching the string at `target`, each once.
pub(crate) fn touching(board: &Board, target: Point) -> Vec<GoString> {
    let Some(color) = board.get(target) else {
        return Vec::new();
    };
    let size = board.size();
    let mut out: Vec<GoString> = Vec::new();
    for stone in board.string_stones(target) {
        for n in stone.neighbors(size) {
            if board.get(n) == Some(color.opposite()) && !out.iter().any(|s| s.stones.contains(&n))
            {
                out.push(GoString {
                    color: color.opposite(),
                    stones: board.string_stones(n),
                    liberties: board.liberty_points(n),
                });
            }
        }
    }
    out
}

/// The empty points next to these points, not among them.
fn empty_around(board: &Board, points: &[Point]) -> Vec<Point> {
    let mut out = Vec::new();
    for &p in points {
        for n in p.neighbors(board.size()) {
            if board.get(n).is_none() && !points.contains(&n) && !out.contains(&n) {
                out.push(n);
            }
        }
    }
    out
}

/// Appends the points not there yet, in order.
fn add(moves: &mut Vec<Point>, points: &[Point]) {
    for &p in points {
        if !moves.contains(&p) {
            moves.push(p);
        }
    }
}
