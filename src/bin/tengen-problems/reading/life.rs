//! Life and death in a closed space: can the attacker kill the defender's group, can the
//! defender make it live, and by which move.
//!
//! The question names the group's stones that matter ([`Question::crucial`]) and the
//! points where either side may play ([`Question::room`]: the group's eye space and the
//! points around it inside the attacker's wall). A depth-first search of both sides'
//! moves in the room and passes, deepened one ply at a time, with a table of positions
//! already read (as the capture reader, [`super::Reader`]):
//!
//! - the attacker wins when it captures a crucial stone;
//! - the defender wins when every crucial stone is pass-alive (Benson's algorithm: alive
//!   even if the defender never plays again), when both sides pass one after the other
//!   (nothing more can be done: seki counts as living, as the rules count it), or when it
//!   captures an attacker stone next to the room (the wall is broken: the group gets out,
//!   which the room cannot follow).
//!
//! The attacker's stones outside the room are taken to be safe, so the question is the
//! position's own only where the wall cannot be cut or short of liberties. Within its
//! depth and node budget the answer is exact for moves in the room under the simple ko
//! rule; beyond them it says [`Life::Unsettled`], never a guess.

use std::collections::HashMap;
use tengen::engine::{Board, Color, Move, Point};

/// What the reading says about the group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Life {
    /// Killed with best play, in at most this many moves of both sides.
    Dies { plies: u8 },
    /// Lives with best play (or lives in seki, or breaks out).
    Lives,
    /// Not settled within the depth or the node budget.
    Unsettled,
}

/// What a life-and-death question is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub defender: Color,
    /// The defender's stones whose capture kills the group.
    pub crucial: Vec<Point>,
    /// The points where either side may play.
    pub room: Vec<Point>,
}

impl Question {
    /// The question of the defender's group at `group` on `board`: its stones are the
    /// crucial ones; the room is every empty point reached from the group over empty
    /// points and the defender's stones (the attacker's stones bound it), with the
    /// attacker's strings inside it (every liberty in the room: stones thrown in). None if
    /// there is no stone at `group` or the room runs past `most` points (not closed).
    pub fn enclosed(board: &Board, group: Point, most: usize) -> Option<Question> {
        let defender = board.get(group)?;
        let size = board.size();
        let crucial = board.string_stones(group);
        let index = |p: Point| p.index(size);
        let mut inside = vec![false; usize::from(size) * usize::from(size)];
        crucial.iter().for_each(|&p| inside[index(p)] = true);
        let mut room: Vec<Point> = Vec::new();
        let mut bounds: Vec<Point> = Vec::new();
        let mut queue = crucial.clone();
        while let Some(p) = queue.pop() {
            for m in p.neighbors(size) {
                if inside[index(m)] {
                    continue;
                }
                match board.get(m) {
                    Some(c) if c != defender => bounds.push(m),
                    stone => {
                        inside[index(m)] = true;
                        queue.push(m);
                        if stone.is_none() {
                            room.push(m);
                        }
                    }
                }
            }
            if room.len() > most {
                return None;
            }
        }
        for b in bounds {
            let libs = board.liberty_points(b);
            if !room.contains(&b) && libs.iter().all(|l| inside[index(*l)]) {
                room.extend(board.string_stones(b));
            }
        }
        room.sort_by_key(|p| (p.row, p.col));
        room.dedup();
        (room.len() <= most).then_some(Question {
            defender,
            crucial,
            room,
        })
    }

    fn attacker(&self) -> Color {
        self.defender.opposite()
    }
}

/// What the table remembers of a position.
#[derive(Clone, Copy)]
enum Known {
    /// The attacker kills within this many plies (perhaps fewer).
    Dies(u8),
    Lives,
    /// Read to this depth without an answer.
    Unsettled(u8),
}

/// A position read: stones, the ko point, whose move, whether the last move was a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    ko: Option<Point>,
    to_move: Color,
    passed: bool,
}

/// The life-and-death reader, with its limits and the table of positions it has read.
pub struct LifeReader {
    /// The most moves of both sides a line may have.
    pub max_depth: u8,
    /// The most positions one question may visit.
    pub budget: usize,
    nodes: usize,
    /// The positions read for the question `asked` (another question, another table: the
    /// room and the crucial stones decide what a position is worth).
    table: HashMap<Key, Known>,
    asked: Option<(Question, Option<Color>)>,
    /// The side that may not take a ko (None: both may, by the simple ko rule). A result
    /// that holds when its winner may take no ko holds without one: reading Black's goal
    /// with Black banned and White's with White banned tells a clean result from a ko.
    pub ko_banned: Option<Color>,
}

impl Default for LifeReader {
    fn default() -> LifeReader {
        LifeReader::new()
    }
}

/// The search's answer at a node: Some(true) the attacker kills, Some(false) the group
/// lives, None unsettled.
type Kills = Option<bool>;

impl LifeReader {
    /// A reader to 30 plies, 2 000 000 positions a question.
    pub fn new() -> LifeReader {
        LifeReader {
            max_depth: 30,
            budget: 2_000_000,
            nodes: 0,
            table: HashMap::new(),
            asked: None,
            ko_banned: None,
        }
    }

    /// The group with `to_move` to play: killed (in the fewest moves) or living.
    pub fn read(&mut self, board: &Board, q: &Question, to_move: Color) -> Life {
        self.read_after(board, q, to_move, false)
    }

    fn read_after(&mut self, board: &Board, q: &Question, to_move: Color, passed: bool) -> Life {
        match standing(board, q) {
            Some(true) => return Life::Dies { plies: 0 },
            Some(false) => return Life::Lives,
            None => {}
        }
        self.nodes = 0;
        let asked = (q.clone(), self.ko_banned);
        if self.table.len() > 4_000_000 || self.asked.as_ref() != Some(&asked) {
            self.table.clear();
            self.asked = Some(asked);
        }
        for depth in 0..=self.max_depth {
            match self.solve(board, q, to_move, passed, depth) {
                Some(true) => return Life::Dies { plies: depth },
                Some(false) => return Life::Lives,
                None if self.nodes > self.budget => return Life::Unsettled,
                None => {}
            }
        }
        Life::Unsettled
    }

    /// Every move of `to_move` in the room (and the pass, `None`), with what the reading
    /// says after it.
    pub fn first_moves(
        &mut self,
        board: &Board,
        q: &Question,
        to_move: Color,
    ) -> Vec<(Option<Point>, Life)> {
        self.first_moves_while(board, q, to_move, |_| true)
    }

    /// [`LifeReader::first_moves`] up to the first move after which `go_on`, given the
    /// moves read so far, says no more are needed.
    pub fn first_moves_while(
        &mut self,
        board: &Board,
        q: &Question,
        to_move: Color,
        mut go_on: impl FnMut(&[(Option<Point>, Life)]) -> bool,
    ) -> Vec<(Option<Point>, Life)> {
        let mut out = Vec::new();
        for at in moves(board, q, to_move) {
            if !go_on(&out) {
                break;
            }
            let mut next = board.clone();
            let life = match at {
                Some(p) => match next.play(p, to_move) {
                    Ok(_) if self.takes_ko(&next, to_move) => continue,
                    Ok(_) => match settled(board, &next, q) {
                        Some(true) => Life::Dies { plies: 1 },
                        Some(false) => Life::Lives,
                        None => self.read_after(&next, q, to_move.opposite(), false),
                    },
                    Err(_) => continue,
                },
                None => {
                    next.pass();
                    self.read_after(&next, q, to_move.opposite(), true)
                }
            };
            out.push((at, life));
        }
        out
    }

    /// The best line from `board` with `to_move` to play, as the reading found it: the
    /// winner's quickest way, the loser's longest resistance; it ends where the question
    /// is settled (a crucial stone taken, the group pass-alive) or both sides pass.
    pub fn line(&mut self, board: &Board, q: &Question, to_move: Color) -> Vec<Move> {
        let mut line = Vec::new();
        let mut board = board.clone();
        let mut to_move = to_move;
        let mut passed = false;
        if self.read(&board, q, to_move) == Life::Unsettled {
            return line;
        }
        while line.len() < usize::from(self.max_depth) && standing(&board, q).is_none() {
            let kills_now = self.read_after(&board, q, to_move, passed);
            let attacker = to_move == q.attacker();
            let mut best: Option<(Option<Point>, Board, u8)> = None;
            for at in moves(&board, q, to_move) {
                let mut next = board.clone();
                let after = match at {
                    Some(p) => {
                        if next.play(p, to_move).is_err() || self.takes_ko(&next, to_move) {
                            continue;
                        }
                        match settled(&board, &next, q) {
                            Some(true) => Life::Dies { plies: 0 },
                            Some(false) => Life::Lives,
                            None => self.read_after(&next, q, to_move.opposite(), false),
                        }
                    }
                    None if passed => Life::Lives,
                    None => {
                        next.pass();
                        self.read_after(&next, q, to_move.opposite(), true)
                    }
                };
                // The killer's quickest kill, the victim's longest resistance; a group that
                // lives: a move that settles it, else a pass (nothing more to do).
                let settles = at.is_some() && after == Life::Lives && standing(&next, q).is_some();
                let rank = match (after, kills_now) {
                    (Life::Dies { plies }, Life::Dies { .. }) if attacker => Some(255 - plies),
                    (Life::Dies { plies }, Life::Dies { .. }) => Some(plies),
                    (Life::Lives, Life::Lives) if settles => Some(2),
                    (Life::Lives, Life::Lives) if at.is_none() => Some(1),
                    (Life::Lives, Life::Lives) => Some(0),
                    _ => None,
                };
                if let Some(rank) = rank {
                    if best.as_ref().is_none_or(|b| rank > b.2) {
                        best = Some((at, next, rank));
                    }
                }
            }
            let Some((at, next, _)) = best else {
                break;
            };
            let settled_now = at.is_some_and(|_| settled(&board, &next, q).is_some());
            line.push(at.map_or(Move::Pass, Move::Place));
            if at.is_none() && passed {
                break;
            }
            passed = at.is_none();
            board = next;
            to_move = to_move.opposite();
            if settled_now {
                break;
            }
        }
        line
    }

    /// Whether `mover`'s move, which made `next`, takes a ko it may not take.
    fn takes_ko(&self, next: &Board, mover: Color) -> bool {
        self.ko_banned == Some(mover) && next.ko_point(mover.opposite()).is_some()
    }

    /// Whether the attacker kills within `depth` plies from `board`, `to_move` to play.
    fn solve(
        &mut self,
        board: &Board,
        q: &Question,
        to_move: Color,
        passed: bool,
        depth: u8,
    ) -> Kills {
        self.nodes += 1;
        let key = Key {
            hash: board.hash(),
            ko: board.ko_point(to_move),
            to_move,
            passed,
        };
        match self.table.get(&key) {
            Some(Known::Dies(d)) if *d <= depth => return Some(true),
            Some(Known::Lives) => return Some(false),
            Some(Known::Unsettled(d)) if *d >= depth => return None,
            _ => {}
        }
        if depth == 0 || self.nodes > self.budget {
            return None;
        }
        let attacker = to_move == q.attacker();
        let mut unsettled = false;
        let mut answer = Some(!attacker);
        for at in moves(board, q, to_move) {
            let mut next = board.clone();
            let after = match at {
                Some(p) => {
                    if next.play(p, to_move).is_err() || self.takes_ko(&next, to_move) {
                        continue;
                    }
                    match settled(board, &next, q) {
                        Some(kills) => Some(kills),
                        None => self.solve(&next, q, to_move.opposite(), false, depth - 1),
                    }
                }
                // Two passes: nothing more is done, and the group stands.
                None if passed => Some(false),
                None => {
                    next.pass();
                    self.solve(&next, q, to_move.opposite(), true, depth - 1)
                }
            };
            match after {
                Some(kills) if kills == attacker => {
                    answer = Some(kills);
                    unsettled = false;
                    break;
                }
                None => unsettled = true,
                Some(_) => {}
            }
        }
        let answer = if unsettled { None } else { answer };
        let known = match answer {
            Some(true) => Known::Dies(depth),
            Some(false) => Known::Lives,
            // Cut short by the budget: not read to this depth, so not remembered.
            None if self.nodes > self.budget => return None,
            None => Known::Unsettled(depth),
        };
        self.table.insert(key, known);
        answer
    }
}

/// The moves of `to_move` to read: captures first, then the room's points with the most
/// empty neighbours in the room (an eye shape's vital point), then the pass.
fn moves(board: &Board, q: &Question, to_move: Color) -> Vec<Option<Point>> {
    let size = board.size();
    let mut scored: Vec<(i32, Point)> = q
        .room
        .iter()
        .filter(|&&p| board.check(p, to_move).is_ok())
        .map(|&p| {
            let takes = p
                .neighbors(size)
                .any(|n| board.get(n) == Some(to_move.opposite()) && board.liberties(n) == 1);
            let open = p
                .neighbors(size)
                .filter(|n| board.get(*n).is_none() && q.room.contains(n))
                .count() as i32;
            (i32::from(takes) * 10 + open, p)
        })
        .collect();
    scored.sort_by_key(|&(score, p)| (-score, p.row, p.col));
    let mut out: Vec<Option<Point>> = scored.into_iter().map(|(_, p)| Some(p)).collect();
    out.push(None);
    out
}

/// Whether the move from `before` to `after` settles the question: a crucial stone taken
/// (the attacker kills), a wall stone taken or the group pass-alive (it lives).
fn settled(before: &Board, after: &Board, q: &Question) -> Option<bool> {
    if q.crucial.iter().any(|&p| after.get(p) != Some(q.defender)) {
        return Some(true);
    }
    let size = before.size();
    let wall_taken = Point::all(size).any(|p| {
        before.get(p) == Some(q.attacker()) && after.get(p).is_none() && !q.room.contains(&p)
    });
    if wall_taken {
        return Some(false);
    }
    standing(after, q)
}

/// Whether the question is settled on `board` as it stands: a crucial stone gone (the
/// group is dead), or every crucial stone pass-alive (it lives).
fn standing(board: &Board, q: &Question) -> Option<bool> {
    if q.crucial.iter().any(|&p| board.get(p) != Some(q.defender)) {
        return Some(true);
    }
    let size = board.size();
    let alive = pass_alive(board, q.defender);
    let index = |p: Point| p.index(size);
    q.crucial.iter().all(|&p| alive[index(p)]).then_some(false)
}

/// Benson's algorithm: for each point (row by row), whether it holds a stone of `color`
/// that is pass-alive: alive even if `color` never plays again and the opponent plays
/// as often as it likes. A string is pass-alive when at least two of the regions around it
/// (the connected areas of points without a `color` stone) are vital to it (every empty
/// point of the region is its liberty) and stay so once the strings that are not have
/// been taken away.
pub fn pass_alive(board: &Board, color: Color) -> Vec<bool> {
    const NONE: usize = usize::MAX;
    let size = board.size();
    let n = usize::from(size) * usize::from(size);
    let index = |p: Point| p.index(size);
    // The strings of `color`, labelled.
    let mut string_of = vec![NONE; n];
    let mut strings: Vec<Vec<Point>> = Vec::new();
    for p in Point::all(size) {
        if board.get(p) == Some(color) && string_of[index(p)] == NONE {
            let stones = board.string_stones(p);
            stones
                .iter()
                .for_each(|&s| string_of[index(s)] = strings.len());
            strings.push(stones);
        }
    }
    let strings_next_to = |p: Point| {
        let mut v: Vec<usize> = p
            .neighbors(size)
            .filter(|&m| board.get(m) == Some(color))
            .map(|m| string_of[index(m)])
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    // The regions: each its points, the strings it is vital to, the strings around it.
    let mut region_of = vec![NONE; n];
    let mut regions: Vec<(Vec<Point>, Vec<usize>, Vec<usize>)> = Vec::new();
    for start in Point::all(size) {
        if board.get(start) == Some(color) || region_of[index(start)] != NONE {
            continue;
        }
        let id = regions.len();
        region_of[index(start)] = id;
        let (mut points, mut vital, mut around) = (vec![start], None::<Vec<usize>>, Vec::new());
        let mut at = 0;
        while at < points.len() {
            let p = points[at];
            at += 1;
            let here = strings_next_to(p);
            around.extend(here.iter().copied());
            if board.get(p).is_none() {
                vital = Some(match vital {
                    None => here,
                    Some(v) => v.into_iter().filter(|s| here.contains(s)).collect(),
                });
            }
            for m in p.neighbors(size) {
                if board.get(m) != Some(color) && region_of[index(m)] == NONE {
                    region_of[index(m)] = id;
                    points.push(m);
                }
            }
        }
        around.sort_unstable();
        around.dedup();
        regions.push((points, vital.unwrap_or_default(), around));
    }
    // Take away strings with fewer than two vital regions, and the regions around them,
    // until nothing changes.
    let mut dead = vec![false; strings.len()];
    let mut region_gone = vec![false; regions.len()];
    loop {
        let mut vital = vec![0usize; strings.len()];
        for (r, (_, vital_for, _)) in regions.iter().enumerate() {
            if !region_gone[r] {
                vital_for.iter().for_each(|&s| vital[s] += 1);
            }
        }
        let mut changed = false;
        for s in 0..strings.len() {
            if !dead[s] && vital[s] < 2 {
                dead[s] = true;
                changed = true;
            }
        }
        for (r, (_, _, around)) in regions.iter().enumerate() {
            if !region_gone[r] && around.iter().any(|&s| dead[s]) {
                region_gone[r] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut alive = vec![false; n];
    for (s, stones) in strings.iter().enumerate() {
        if !dead[s] {
            stones.iter().for_each(|&p| alive[index(p)] = true);
        }
    }
    alive
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(picture: &str) -> Board {
        Board::from_picture(picture).expect("picture")
    }

    /// The question of the white group at `group` on `picture`.
    fn question(b: &Board, group: &str) -> Question {
        let at = Point::parse_gtp(group, b.size()).expect("coordinate");
        Question::enclosed(b, at, 12).expect("a closed space")
    }

    /// The moves of `color` after which the reading says `wanted`, as players write them.
    fn working(picture: &str, group: &str, color: Color) -> Vec<String> {
        let b = board(picture);
        let q = question(&b, group);
        let kill = color != q.defender;
        LifeReader::new()
            .first_moves(&b, &q, color)
            .into_iter()
            .filter(|(_, life)| matches!(life, Life::Dies { .. }) == kill)
            .filter(|(_, life)| *life != Life::Unsettled)
            .map(|(at, _)| at.map_or("pass".into(), |p| p.to_gtp(b.size())))
            .collect()
    }

    /// A straight three on the edge: the middle point lives or kills, whoever plays it.
    const STRAIGHT_THREE: &str = "
        ...OX..
        OOOOX..
        XXXXX..
        .......
        .......
        .......
        .......";

    #[test]
    fn the_straight_three_hangs_on_its_middle() {
        assert_eq!(working(STRAIGHT_THREE, "A6", Color::Black), vec!["B7"]);
        assert_eq!(working(STRAIGHT_THREE, "A6", Color::White), vec!["B7"]);
        let b = board(STRAIGHT_THREE);
        let q = question(&b, "A6");
        assert_eq!(q.room.len(), 3);
        let mut reader = LifeReader::new();
        assert!(matches!(
            reader.read(&b, &q, Color::Black),
            Life::Dies { .. }
        ));
        assert_eq!(reader.read(&b, &q, Color::White), Life::Lives);
    }

    /// A straight four lives whoever plays first; a square four dies whoever plays.
    #[test]
    fn four_points_in_a_row_live_four_in_a_square_die() {
        let straight = "
            ....OX.
            OOOOOX.
            XXXXXX.
            .......
            .......
            .......
            .......";
        let b = board(straight);
        let q = question(&b, "A6");
        let mut reader = LifeReader::new();
        assert_eq!(reader.read(&b, &q, Color::Black), Life::Lives);
        let square = "
            ..OX...
            ..OX...
            OOOX...
            XXXX...
            .......
            .......
            .......";
        let b = board(square);
        let q = question(&b, "C7");
        assert!(matches!(
            reader.read(&b, &q, Color::White),
            Life::Dies { .. }
        ));
    }

    /// The rectangular six on the side lives whatever the attacker tries first (every one of
    /// its six points and the pass read to the end).
    #[test]
    fn the_rectangular_six_on_the_side_lives() {
        let six = "
            O...OX.
            O...OX.
            OOOOOX.
            XXXXXX.
            .......
            .......
            .......";
        assert!(working(six, "A7", Color::Black).is_empty());
        let b = board(six);
        let q = question(&b, "A7");
        assert_eq!(q.room.len(), 6);
        let mut reader = LifeReader::new();
        let tries = reader.first_moves(&b, &q, Color::Black);
        assert_eq!(tries.len(), 7);
        assert!(
            tries.iter().all(|(_, life)| *life == Life::Lives),
            "{tries:?}"
        );
    }

    /// A bulky five: the vital point (the middle of the four around it) decides.
    #[test]
    fn the_bulky_five_has_one_vital_point() {
        let bulky = "
            ...OX..
            ..OOX..
            OOOXX..
            XXXX...
            .......
            .......
            .......";
        // Eye space A7 B7 C7 A6 B6: B7 is the point next to three others.
        assert_eq!(working(bulky, "D7", Color::Black), vec!["B7"]);
        assert_eq!(working(bulky, "D7", Color::White), vec!["B7"]);
    }

    /// Two separate eyes are pass-alive; one eye is not; a wall around nothing is not.
    #[test]
    fn benson_finds_two_eyes() {
        let two_eyes = board(
            "
            .O.OX..
            OOOOX..
            XXXXX..
            .......
            .......
            .......
            .......",
        );
        let alive = pass_alive(&two_eyes, Color::White);
        assert!(alive[1] && alive[7], "{alive:?}");
        let one_eye = board(STRAIGHT_THREE);
        assert!(!pass_alive(&one_eye, Color::White).iter().any(|&a| a));
        assert!(!pass_alive(&one_eye, Color::Black).iter().any(|&a| a));
    }

    /// The line of a kill ends with the group taken; the line of a life with it alive.
    #[test]
    fn lines_end_where_the_question_is_settled() {
        let b = board(STRAIGHT_THREE);
        let q = question(&b, "A6");
        let mut reader = LifeReader::new();
        let kill = reader.line(&b, &q, Color::Black);
        assert_eq!(
            kill.first(),
            Some(&Move::Place(Point::parse_gtp("B7", 7).unwrap()))
        );
        let mut after = b.clone();
        let mut color = Color::Black;
        for mv in &kill {
            match mv {
                Move::Place(p) => {
                    after.play(*p, color).expect("legal");
                }
                _ => after.pass(),
            }
            color = color.opposite();
        }
        assert!(
            q.crucial
                .iter()
                .any(|&p| after.get(p) != Some(Color::White)),
            "{kill:?}"
        );
        let live = reader.line(&b, &q, Color::White);
        assert_eq!(live, vec![Move::Place(Point::parse_gtp("B7", 7).unwrap())]);
    }
}
