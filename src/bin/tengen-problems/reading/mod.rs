//! The tactical reader: can a string be captured, can it be saved, and by which move.
//!
//! GNU Go's `attack`/`find_defense` on Tengen's board: a depth-first search of both
//! sides' moves on the string's liberties ([`candidates`]), deepened one ply at a time
//! so a capture is found in the fewest moves, with a table of positions already read.
//! A string with [`Reader::safe_liberties`] liberties (four by default) counts as out:
//! beginners' problems end there. The first [`Reader::wide_depth`] moves try nets,
//! races and defences around the string; deeper only ataris and their answers are read,
//! as in a ladder, and a string with three liberties on the attacker's turn is out.
//! Within its depth and node budget the answer is exact for those tries; beyond them it
//! says [`Fate::Unsettled`], never a guess.
//! In atari the tries are complete (an extension or a capture of a touching string is
//! all that adds a liberty), and the root's questions ([`Reader::first_moves`]) try
//! every legal move.

mod candidates;
pub mod life;
#[cfg(test)]
mod tests;

pub(crate) use candidates::touching;
use std::collections::HashMap;
use tengen::engine::{Board, Color, Move, Point};

/// What the reading says about a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Captured with best play, in this many moves of both sides.
    Captured { plies: u8 },
    /// Not captured with best play: it reaches safety or the attacker runs out of tries.
    Safe,
    /// Not settled within the depth or the node budget.
    Unsettled,
}

/// A first move and what the reading says after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstMove {
    pub at: Point,
    pub status: Fate,
}

/// The plies of a capture (0 for anything else), to compare lines.
fn plies(status: Fate) -> u8 {
    match status {
        Fate::Captured { plies } => plies,
        _ => 0,
    }
}

/// What the table remembers of a position.
#[derive(Clone, Copy)]
enum Known {
    /// Captured within this many plies (perhaps fewer).
    Captured(u8),
    Safe,
    /// Read to this depth without an answer.
    Unsettled(u8),
}

/// A position read: stones, the ko point of the side to move, the string, whose move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    ko: Option<Point>,
    target: Point,
    attacker_to_move: bool,
    /// The ply while the reading is wide (what the tries below depend on), then the
    /// wide depth itself.
    ply: u8,
}

/// A position being read: its key, the string's colour and liberties.
struct Node {
    key: Key,
    color: Color,
    libs: Vec<Point>,
    wide: bool,
}

/// The reader, with its limits and the table of positions it has read.
pub struct Reader {
    /// The most moves of both sides a line may have.
    pub max_depth: u8,
    /// A string with this many liberties counts as safe.
    pub safe_liberties: usize,
    /// The moves from the question's position in which every kind of try is read.
    pub wide_depth: u8,
    /// The most positions one question may visit.
    pub budget: usize,
    nodes: usize,
    table: HashMap<Key, Known>,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new()
    }
}

impl Reader {
    /// A reader to 24 plies (6 of them wide), four liberties safe, 200 000 positions a
    /// question.
    pub fn new() -> Reader {
        Reader {
            max_depth: 24,
            safe_liberties: 4,
            wide_depth: 6,
            budget: 200_000,
            nodes: 0,
            table: HashMap::new(),
        }
    }

    /// The string at `target` with `to_move` to play: captured (in the fewest moves) or not.
    pub fn read(&mut self, board: &Board, target: Point, to_move: Color) -> Fate {
        let Some(color) = board.get(target) else {
            return Fate::Captured { plies: 0 };
        };
        self.nodes = 0;
        if self.table.len() > 4_000_000 {
            self.table.clear();
        }
        for depth in 0..=self.max_depth {
            let status = if to_move == color {
                self.defend(board, target, depth, 0)
            } else {
                self.attack(board, target, depth, 0)
            };
            if status != Fate::Unsettled || self.nodes > self.budget {
                return status;
            }
        }
        Fate::Unsettled
    }

    /// What the reading says after `color` plays `at`, or None if the move is illegal.
    pub fn after(&mut self, board: &Board, target: Point, color: Color, at: Point) -> Option<Fate> {
        let mut next = board.clone();
        next.play(at, color).ok()?;
        Some(match self.read(&next, target, color.opposite()) {
            Fate::Captured { plies } => Fate::Captured { plies: plies + 1 },
            other => other,
        })
    }

    /// Every legal move of `color` and what the reading says after it, nearest the
    /// string first.
    pub fn first_moves(&mut self, board: &Board, target: Point, color: Color) -> Vec<FirstMove> {
        self.first_moves_until(board, target, color, |_| false)
    }

    /// Every legal move of `color`, nearest the string first (its liberties, the points
    /// next to them, the rest of the board), until `enough` says to stop.
    pub fn first_moves_until(
        &mut self,
        board: &Board,
        target: Point,
        color: Color,
        mut enough: impl FnMut(&FirstMove) -> bool,
    ) -> Vec<FirstMove> {
        let libs = board.liberty_points(target);
        let near = candidates::attacker_moves(board, target, &libs, true);
        let rest = Point::all(board.size()).filter(|p| !near.contains(p));
        let order: Vec<Point> = near.iter().copied().chain(rest).collect();
        let mut out = Vec::new();
        for at in order {
            let Some(status) = self.after(board, target, color, at) else {
                continue;
            };
            out.push(FirstMove { at, status });
            if enough(&FirstMove { at, status }) {
                break;
            }
        }
        out
    }

    /// The best line from here, `to_move` first: to the capture in the fewest moves
    /// (the defender holding out longest, by a move elsewhere when every move on the
    /// string only hastens the end), or, for a safe string, the defender's saving moves
    /// against the attacker's ataris until none is left. At most `max_depth` moves.
    pub fn line(&mut self, board: &Board, target: Point, to_move: Color) -> Vec<Move> {
        let mut board = board.clone();
        let mut color = to_move;
        let mut line = Vec::new();
        while line.len() < self.max_depth as usize && board.get(target).is_some() {
            let Some(mv) = self.best_move(&board, target, color) else {
                break;
            };
            match mv {
                Move::Place(at) if board.play(at, color).is_err() => break,
                Move::Place(_) => {}
                _ => board.pass(),
            }
            line.push(mv);
            color = color.opposite();
        }
        line
    }

    /// The move `color` plays in [`Reader::line`], if the line goes on.
    fn best_move(&mut self, board: &Board, target: Point, color: Color) -> Option<Move> {
        let libs = board.liberty_points(target);
        let attacking = board.get(target) != Some(color);
        let moves = if attacking {
            candidates::attacker_moves(board, target, &libs, true)
        } else {
            candidates::defender_moves(board, target, &libs, true)
        };
        let mut scored: Vec<(Move, Fate)> = moves
            .into_iter()
            .filter_map(|at| Some((Move::Place(at), self.after(board, target, color, at)?)))
            .collect();
        match self.read(board, target, color) {
            Fate::Captured { plies } if attacking => scored
                .into_iter()
                .find(|(_, s)| *s == Fate::Captured { plies })
                .map(|m| m.0),
            // The defender holds out longest; a move elsewhere only when nothing on the
            // board lasts as long.
            Fate::Captured { .. } => {
                let mut elsewhere = board.clone();
                elsewhere.pass();
                let pass = match self.read(&elsewhere, target, color.opposite()) {
                    Fate::Captured { plies } => Fate::Captured { plies: plies + 1 },
                    other => other,
                };
                scored.push((Move::Pass, pass));
                let longest = scored.iter().map(|(_, s)| plies(*s)).max()?;
                scored
                    .into_iter()
                    .find(|(_, s)| plies(*s) == longest)
                    .map(|m| m.0)
            }
            // Safe: the attacker's ataris (not self-ataris), each answered, until the
            // string has the liberties it needs or no atari is left.
            Fate::Safe if attacking => {
                if libs.len() >= self.safe_liberties {
                    return None;
                }
                scored.into_iter().map(|m| m.0).find(|&mv| {
                    let Move::Place(at) = mv else { return false };
                    let mut next = board.clone();
                    next.play(at, color).is_ok()
                        && next.get(target).is_some()
                        && next.liberties(target) == 1
                        && next.liberties(at) > 1
                })
            }
            Fate::Safe => {
                if libs.len() >= self.safe_liberties {
                    return None;
                }
                // The saving move that leaves the string the most liberties.
                scored.retain(|(_, s)| *s == Fate::Safe);
                let libs_after = |mv: Move| {
                    let mut next = board.clone();
                    match mv {
                        Move::Place(at) if next.play(at, color).is_ok() => next.liberties(target),
                        _ => 0,
                    }
                };
                let most = scored.iter().map(|m| libs_after(m.0)).max()?;
                scored
                    .into_iter()
                    .map(|m| m.0)
                    .find(|&mv| libs_after(mv) == most)
            }
            Fate::Unsettled => None,
        }
    }

    /// The attacker to move, `ply` moves into the reading, at most `depth` more: can the
    /// string be captured?
    fn attack(&mut self, board: &Board, target: Point, depth: u8, ply: u8) -> Fate {
        let node = match self.open(board, target, depth, ply, true) {
            Ok(node) => node,
            Err(settled) => return settled,
        };
        let attacker = node.color.opposite();
        let mut unsettled = false;
        for at in candidates::attacker_moves(board, target, &node.libs, node.wide) {
            let mut next = board.clone();
            if next.play(at, attacker).is_err() {
                continue;
            }
            match self.defend(&next, target, depth - 1, ply + 1) {
                Fate::Captured { plies } => {
                    return self.remember(node.key, depth, Fate::Captured { plies: plies + 1 })
                }
                Fate::Unsettled => unsettled = true,
                Fate::Safe => {}
            }
        }
        let status = if unsettled {
            Fate::Unsettled
        } else {
            Fate::Safe
        };
        self.remember(node.key, depth, status)
    }

    /// The defender to move, `ply` moves into the reading, at most `depth` more: can the
    /// string be saved?
    fn defend(&mut self, board: &Board, target: Point, depth: u8, ply: u8) -> Fate {
        let node = match self.open(board, target, depth, ply, false) {
            Ok(node) => node,
            Err(settled) => return settled,
        };
        let mut unsettled = false;
        let mut longest = 0;
        let moves = candidates::defender_moves(board, target, &node.libs, node.wide);
        // Passing stands for every move elsewhere.
        for at in moves.into_iter().map(Some).chain([None]) {
            let mut next = board.clone();
            match at {
                Some(at) if next.play(at, node.color).is_err() => continue,
                Some(_) => {}
                None => next.pass(),
            }
            match self.attack(&next, target, depth - 1, ply + 1) {
                Fate::Safe => return self.remember(node.key, depth, Fate::Safe),
                Fate::Unsettled => unsettled = true,
                Fate::Captured { plies } => longest = longest.max(plies + 1),
            }
        }
        let status = if unsettled {
            Fate::Unsettled
        } else {
            Fate::Captured { plies: longest }
        };
        self.remember(node.key, depth, status)
    }

    /// What every position starts with: a string taken or out ends the reading, the
    /// table may know the answer, and the depth or the budget may stop it (all `Err`).
    fn open(
        &mut self,
        board: &Board,
        target: Point,
        depth: u8,
        ply: u8,
        attacker_to_move: bool,
    ) -> Result<Node, Fate> {
        let color = board.get(target).ok_or(Fate::Captured { plies: 0 })?;
        let libs = board.liberty_points(target);
        let wide = ply < self.wide_depth;
        // Past the wide moves only a ladder is read: three liberties are out of it.
        let out = if attacker_to_move && !wide {
            3
        } else {
            self.safe_liberties
        };
        if libs.len() >= out {
            return Err(Fate::Safe);
        }
        let to_move = if attacker_to_move {
            color.opposite()
        } else {
            color
        };
        let key = Key {
            hash: board.hash(),
            ko: board.ko_point(to_move),
            target,
            attacker_to_move,
            ply: ply.min(self.wide_depth),
        };
        if let Some(known) = self.known(key, depth) {
            return Err(known);
        }
        if depth == 0 || self.nodes > self.budget {
            return Err(Fate::Unsettled);
        }
        self.nodes += 1;
        Ok(Node {
            key,
            color,
            libs,
            wide,
        })
    }

    /// What the table knows of a position read to `depth`, if it settles it.
    fn known(&self, key: Key, depth: u8) -> Option<Fate> {
        match *self.table.get(&key)? {
            Known::Captured(plies) if plies <= depth => Some(Fate::Captured { plies }),
            Known::Safe => Some(Fate::Safe),
            Known::Unsettled(read) if depth <= read => Some(Fate::Unsettled),
            _ => None,
        }
    }

    /// Keeps a reading in the table (not one cut short by the budget) and returns it.
    fn remember(&mut self, key: Key, depth: u8, status: Fate) -> Fate {
        if self.nodes <= self.budget {
            let known = match status {
                Fate::Captured { plies } => Known::Captured(plies),
                Fate::Safe => Known::Safe,
                Fate::Unsettled => Known::Unsettled(depth),
            };
            self.table.insert(key, known);
        }
        status
    }
}
