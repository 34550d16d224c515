//! Regions of empty (or dead) points, who borders them, and seki.
//!
//! Seki method: a *seki point* is a point that is empty once dead stones are
//! removed, touches living stones of both colours, and where a stone of either
//! colour would be left with at most one liberty (neither side can fill it
//! without self-atari). Every living string touching a seki point is *in seki*.
//! Under territory counting, a region bordered by one colour is not territory if
//! any string bordering it is in seki (003, rule 732). Plain dame between healthy
//! groups can be filled safely, so they are neutral without cancelling territory.

use crate::engine::board::Board;
use crate::engine::color::Color;
use crate::engine::point::Point;

/// A view of the final position: which stones are alive.
pub(super) struct Position {
    pub size: u8,
    /// Row-major: the colour of a living stone, None for empty or dead.
    pub alive: Vec<Option<Color>>,
}

/// A connected set of non-living points and what borders it.
pub(super) struct Region {
    pub points: Vec<Point>,
    /// The single colour bordering it, if exactly one does.
    pub owner: Option<Color>,
    /// Whether a string bordering it is in seki.
    pub touches_seki: bool,
}

impl Position {
    /// The final position of `board` with the stones `dead` marks (row-major) taken off.
    pub fn of(board: &Board, dead: &[bool]) -> Position {
        let size = board.size();
        let alive = Point::all(size)
            .enumerate()
            .map(|(i, p)| {
                board
                    .get(p)
                    .filter(|_| !dead.get(i).copied().unwrap_or(false))
            })
            .collect();
        Position { size, alive }
    }

    fn at(&self, p: Point) -> Option<Color> {
        self.alive[p.index(self.size)]
    }

    fn idx(&self, p: Point) -> usize {
        p.index(self.size)
    }

    /// Flood fill of same-state points from `start` (a living string or a non-living region).
    fn flood(&self, start: Point, seen: &mut [bool]) -> Vec<Point> {
        let want = self.at(start);
        let mut stack = vec![start];
        let mut out = Vec::new();
        seen[self.idx(start)] = true;
        while let Some(p) = stack.pop() {
            out.push(p);
            for n in p.neighbors(self.size) {
                let i = self.idx(n);
                if !seen[i] && self.at(n) == want {
                    seen[i] = true;
                    stack.push(n);
                }
            }
        }
        out
    }

    /// The living strings, as a string id per point (usize::MAX for none), and their liberties.
    fn strings(&self) -> (Vec<usize>, Vec<Vec<Point>>) {
        let n = self.alive.len();
        let mut id = vec![usize::MAX; n];
        let mut libs = Vec::new();
        let mut seen = vec![false; n];
        for p in Point::all(self.size) {
            if self.at(p).is_none() || seen[self.idx(p)] {
                continue;
            }
            let stones = self.flood(p, &mut seen);
            let mut l: Vec<Point> = stones
                .iter()
                .flat_map(|s| s.neighbors(self.size))
                .filter(|&q| self.at(q).is_none())
                .collect();
            l.sort_unstable();
            l.dedup();
            for s in stones {
                id[self.idx(s)] = libs.len();
            }
            libs.push(l);
        }
        (id, libs)
    }

    /// Liberties a stone of `color` at empty `q` would have, joined to its neighbours.
    fn liberties_if_filled(
        &self,
        q: Point,
        color: Color,
        id: &[usize],
        libs: &[Vec<Point>],
    ) -> usize {
        let mut l: Vec<Point> = q
            .neighbors(self.size)
            .filter(|&n| self.at(n).is_none())
            .collect();
        for n in q.neighbors(self.size) {
            if self.at(n) == Some(color) {
                l.extend(&libs[id[self.idx(n)]]);
            }
        }
        l.sort_unstable();
        l.dedup();
        l.retain(|&x| x != q);
        l.len()
    }

    /// Row-major: whether the stone there is of a living string in seki.
    pub fn seki_stones(&self) -> Vec<bool> {
        let (id, seki) = self.seki_strings();
        id.iter()
            .map(|&i| seki.get(i).copied().unwrap_or(false))
            .collect()
    }

    /// Which living strings are in seki (indexed by string id), plus the id map.
    fn seki_strings(&self) -> (Vec<usize>, Vec<bool>) {
        let (id, libs) = self.strings();
        let mut seki = vec![false; libs.len()];
        for q in Point::all(self.size) {
            if self.at(q).is_some() {
                continue;
            }
            let touches = |c| q.neighbors(self.size).any(|n| self.at(n) == Some(c));
            if !Color::BOTH.iter().all(|&c| touches(c)) {
                continue;
            }
            let stuck = Color::BOTH
                .iter()
                .all(|&c| self.liberties_if_filled(q, c, &id, &libs) <= 1);
            if stuck {
                for n in q.neighbors(self.size) {
                    if self.at(n).is_some() {
                        seki[id[self.idx(n)]] = true;
                    }
                }
            }
        }
        (id, seki)
    }

    /// Every region of non-living points with its owner and seki contact.
    pub fn regions(&self) -> Vec<Region> {
        let (id, seki) = self.seki_strings();
        let mut seen = vec![false; self.alive.len()];
        let mut out = Vec::new();
        for p in Point::all(self.size) {
            if self.at(p).is_some() || seen[self.idx(p)] {
                continue;
            }
            let points = self.flood(p, &mut seen);
            let mut borders = [false; 2];
            let mut touches_seki = false;
            for q in &points {
                for n in q.neighbors(self.size) {
                    if let Some(c) = self.at(n) {
                        borders[c.index()] = true;
                        touches_seki |= seki[id[self.idx(n)]];
                    }
                }
            }
            let owner = match borders {
                [true, false] => Some(Color::Black),
                [false, true] => Some(Color::White),
                _ => None,
            };
            out.push(Region {
                points,
                owner,
                touches_seki,
            });
        }
        out
    }
}
