//! Reading strings and liberties off the board (not on the playout hot path).

use super::{Board, BLACK, EMPTY, WHITE};
use crate::engine::color::Color;
use crate::engine::point::Point;

/// A string (chain) of same-coloured stones joined along the lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoString {
    pub color: Color,
    pub stones: Vec<Point>,
    pub liberties: Vec<Point>,
}

impl Board {
    /// The stones of the string through `p` (empty if `p` holds no stone).
    pub fn string_stones(&self, p: Point) -> Vec<Point> {
        if self.get(p).is_none() {
            return Vec::new();
        }
        let h = self.head[self.index(p)] as usize;
        let mut out = Vec::with_capacity(self.chains[h].stones as usize);
        let mut s = h;
        loop {
            out.push(self.point(s));
            s = self.next[s] as usize;
            if s == h {
                break;
            }
        }
        out.sort_unstable();
        out
    }

    /// The distinct liberties of the string through `p`, sorted.
    pub fn liberty_points(&self, p: Point) -> Vec<Point> {
        let mut libs: Vec<Point> = self
            .string_stones(p)
            .into_iter()
            .flat_map(|s| {
                let i = self.index(s);
                self.neighbors(i)
                    .into_iter()
                    .filter(|&n| self.cells[n] == EMPTY)
                    .map(|n| self.point(n))
            })
            .collect();
        libs.sort_unstable();
        libs.dedup();
        libs
    }

    /// The number of distinct liberties of the string through `p` (0 for no stone).
    pub fn liberties(&self, p: Point) -> usize {
        self.liberty_points(p).len()
    }

    /// Whether `p` is an empty point whose every neighbour is a stone of `color`: an own
    /// one-point eye, which random play never fills (filling it never captures and only
    /// takes a liberty, perhaps the life, from its own string). The playouts' stricter
    /// test with diagonals is [`Board::is_true_eye`].
    pub fn is_own_eye(&self, p: Point, color: Color) -> bool {
        self.get(p).is_none() && p.neighbors(self.size).all(|n| self.get(n) == Some(color))
    }

    /// Every string on the board, each once, in board order of its first stone.
    pub fn strings(&self) -> Vec<GoString> {
        let mut seen = vec![false; super::GRID];
        let mut out = Vec::new();
        for p in Point::all(self.size) {
            let i = self.index(p);
            let v = self.cells[i];
            if (v != BLACK && v != WHITE) || seen[self.head[i] as usize] {
                continue;
            }
            seen[self.head[i] as usize] = true;
            let color = if v == BLACK {
                Color::Black
            } else {
                Color::White
            };
            out.push(GoString {
                color,
                stones: self.string_stones(p),
                liberties: self.liberty_points(p),
            });
        }
        out
    }

    /// The strings with exactly one liberty.
    pub fn strings_in_atari(&self) -> Vec<GoString> {
        self.strings()
            .into_iter()
            .filter(|s| s.liberties.len() == 1)
            .collect()
    }

    /// Checks the incremental bookkeeping against a recount; describes the first fault.
    pub fn check_consistency(&self) -> Result<(), String> {
        if self.hash != self.recompute_hash() {
            return Err("incremental hash differs from recomputed hash".into());
        }
        for p in Point::all(self.size) {
            let i = self.index(p);
            let want: u16 = self
                .neighbors(i)
                .iter()
                .map(|&n| super::nbr_unit(self.cells[n]))
                .sum();
            if self.nbr[i] != want {
                return Err(format!("neighbour counts wrong at {}", p.to_gtp(self.size)));
            }
        }
        let empties = Point::all(self.size)
            .filter(|&p| self.get(p).is_none())
            .count();
        if empties != self.n_empty {
            return Err(format!(
                "empty list has {} points, board has {empties}",
                self.n_empty
            ));
        }
        for s in self.strings() {
            let first = s.stones[0];
            if s.liberties.is_empty() {
                return Err(format!(
                    "string at {} has no liberty",
                    first.to_gtp(self.size)
                ));
            }
            let h = self.head[self.index(first)] as usize;
            if self.chains[h].stones as usize != s.stones.len() {
                return Err(format!(
                    "string at {} has a wrong size",
                    first.to_gtp(self.size)
                ));
            }
            if self.in_atari_head(h) != (s.liberties.len() == 1) {
                return Err(format!("atari test wrong at {}", first.to_gtp(self.size)));
            }
            let pseudo: usize = s
                .stones
                .iter()
                .map(|&st| {
                    let i = self.index(st);
                    self.neighbors(i)
                        .iter()
                        .filter(|&&n| self.cells[n] == EMPTY)
                        .count()
                })
                .sum();
            if pseudo != self.chains[h].libs as usize {
                return Err(format!(
                    "pseudo-liberties wrong at {}",
                    first.to_gtp(self.size)
                ));
            }
        }
        Ok(())
    }
}
