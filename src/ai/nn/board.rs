//! A port of KataGo's board for its input encoding, not a second rules engine: a board of
//! any width × height with KataGo's play, capture and simple-ko rules
//! (`cpp/game/board.cpp`), string liberties and a position hash, read only by the input
//! features (`features.rs`, `ladder.rs`, `area.rs`).
//!
//! Not the engine's board, because the features must be KataGo's bit for bit (checked
//! against KataGo's outputs, `tests/ai_nn_reference.rs`, rectangular 7x10 boards
//! included) and its ladder search plays and takes back many moves; the engine's
//! [`crate::engine::Game`] stays the one source of the game, turned into this by
//! [`super::Position::from_game`].

use crate::engine::Color;

pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const WALL: u8 = 3;

/// Largest padded board: 21 × 21 cells.
const MAX_CELLS: usize = 21 * 21;

pub fn cell(c: Color) -> u8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

pub fn opp(c: u8) -> u8 {
    3 - c
}

/// A set of cells.
#[derive(Clone, Copy, Default)]
pub struct Cells([u64; 7]);

impl Cells {
    pub fn insert(&mut self, i: usize) -> bool {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let fresh = self.0[w] & b == 0;
        self.0[w] |= b;
        fresh
    }
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
}

#[derive(Clone, PartialEq, Eq)]
pub struct Goban {
    pub width: usize,
    pub height: usize,
    pub stride: usize,
    pub cells: Vec<u8>,
    /// KataGo's `ko_loc`: the point the player to move may not retake at once.
    pub ko: Option<usize>,
}

impl Goban {
    pub fn new(width: usize, height: usize) -> Goban {
        assert!((1..=19).contains(&width) && (1..=19).contains(&height));
        let stride = width + 2;
        let mut cells = vec![WALL; stride * (height + 2)];
        for y in 0..height {
            for x in 0..width {
                cells[(y + 1) * stride + x + 1] = EMPTY;
            }
        }
        debug_assert!(cells.len() <= MAX_CELLS);
        Goban {
            width,
            height,
            stride,
            cells,
            ko: None,
        }
    }

    /// A board from rows of `X`, `O` and `.`, for tests.
    #[cfg(test)]
    pub fn from_rows(rows: &[&str]) -> Goban {
        let mut b = Goban::new(rows[0].len(), rows.len());
        for (y, r) in rows.iter().enumerate() {
            for (x, c) in r.chars().enumerate() {
                let i = b.index(x, y);
                b.cells[i] = match c {
                    'X' => BLACK,
                    'O' => WHITE,
                    _ => EMPTY,
                };
            }
        }
        b
    }

    pub fn index(&self, x: usize, y: usize) -> usize {
        (y + 1) * self.stride + x + 1
    }

    /// Every on-board cell, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| self.index(x, y)))
    }

    /// Up, left, right, down (KataGo's order).
    pub fn adj(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    /// The stones of the string at `i`, in flood order.
    pub fn string(&self, i: usize, out: &mut Vec<usize>) {
        out.clear();
        let c = self.cells[i];
        let mut seen = Cells::default();
        seen.insert(i);
        out.push(i);
        let mut at = 0;
        while at < out.len() {
            for n in self.adj(out[at]) {
                if self.cells[n] == c && seen.insert(n) {
                    out.push(n);
                }
            }
            at += 1;
        }
    }

    /// The liberties of the string at `i`, in the order KataGo's `findLiberties` meets them
    /// along the string (a flood order here).
    pub fn liberty_list(&self, i: usize, out: &mut Vec<usize>) {
        let mut stones = Vec::with_capacity(16);
        self.string(i, &mut stones);
        out.clear();
        let mut seen = Cells::default();
        for s in stones {
            for n in self.adj(s) {
                if self.cells[n] == EMPTY && seen.insert(n) {
                    out.push(n);
                }
            }
        }
    }

    /// Liberties of the string at `i`, counting at most `cap`.
    pub fn liberties_capped(&self, i: usize, cap: usize) -> usize {
        let c = self.cells[i];
        let mut seen = Cells::default();
        let mut libs = Cells::default();
        let mut stack = [0u16; MAX_CELLS];
        let mut top = 1;
        stack[0] = i as u16;
        seen.insert(i);
        let mut count = 0;
        while top > 0 {
            top -= 1;
            let s = stack[top] as usize;
            for n in self.adj(s) {
                let v = self.cells[n];
                if v == EMPTY {
                    if libs.insert(n) {
                        count += 1;
                        if count >= cap {
                            return count;
                        }
                    }
                } else if v == c && seen.insert(n) {
                    stack[top] = n as u16;
                    top += 1;
                }
            }
        }
        count
    }

    pub fn liberties(&self, i: usize) -> usize {
        self.liberties_capped(i, usize::MAX)
    }

    pub fn immediate_liberties(&self, i: usize) -> usize {
        self.adj(i)
            .iter()
            .filter(|&&n| self.cells[n] == EMPTY)
            .count()
    }

    /// KataGo's `isSuicide`: no empty neighbour, no own string with a second liberty, no
    /// opposing string in atari.
    pub fn is_suicide(&self, i: usize, pla: u8) -> bool {
        self.adj(i).iter().all(|&n| match self.cells[n] {
            EMPTY => false,
            WALL => true,
            c if c == pla => self.liberties_capped(n, 2) <= 1,
            _ => self.liberties_capped(n, 2) != 1,
        })
    }

    /// Legal for `pla`: empty, not the ko point, not an illegal suicide.
    pub fn is_legal(&self, i: usize, pla: u8, suicide_ok: bool) -> bool {
        self.cells[i] == EMPTY && self.ko != Some(i) && !self.is_illegal_suicide(i, pla, suicide_ok)
    }

    /// KataGo's `isIllegalSuicide`: with multi-stone suicide allowed, only a lone stone
    /// without liberties is illegal.
    pub fn is_illegal_suicide(&self, i: usize, pla: u8, suicide_ok: bool) -> bool {
        self.is_suicide(i, pla) && !(suicide_ok && self.has_own_neighbor(i, pla))
    }

    fn has_own_neighbor(&self, i: usize, pla: u8) -> bool {
        self.adj(i).iter().any(|&n| self.cells[n] == pla)
    }

    fn remove_string(&mut self, i: usize) -> usize {
        let mut stones = Vec::with_capacity(16);
        self.string(i, &mut stones);
        for &s in &stones {
            self.cells[s] = EMPTY;
        }
        stones.len()
    }

    /// Plays a stone (assumed legal) with KataGo's capture, suicide and simple-ko rules;
    /// `None` is a pass. Returns the stones captured.
    pub fn play(&mut self, at: Option<usize>, pla: u8) -> usize {
        let Some(i) = at else {
            self.ko = None;
            return 0;
        };
        self.cells[i] = pla;
        let mut captured = 0;
        let mut ko_point = None;
        for n in self.adj(i) {
            if self.cells[n] == opp(pla) && self.liberties_capped(n, 1) == 0 {
                captured += self.remove_string(n);
                ko_point = Some(n);
            }
        }
        // A ko: one stone captured by a lone stone that now has exactly one liberty.
        let lone = self.adj(i).iter().all(|&n| self.cells[n] != pla);
        self.ko = (captured == 1 && lone && self.immediate_liberties(i) == 1)
            .then_some(ko_point)
            .flatten();
        if self.liberties_capped(i, 1) == 0 {
            self.remove_string(i);
        }
        captured
    }

    /// A position hash (stones only) for superko.
    pub fn hash(&self) -> u64 {
        self.points()
            .filter(|&i| self.cells[i] == BLACK || self.cells[i] == WHITE)
            .fold(0, |h, i| h ^ zobrist(i, self.cells[i]))
    }

    /// The hash after `pla` plays at `i` (captures and suicide included).
    pub fn hash_after(&self, i: usize, pla: u8) -> u64 {
        let mut b = self.clone();
        b.play(Some(i), pla);
        b.hash()
    }
}

/// A fixed pseudo-random key per cell and colour (splitmix64).
pub fn zobrist(i: usize, c: u8) -> u64 {
    let mut z = (i as u64 * 4 + c as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A key for the player to move (situational superko).
pub fn player_key(c: u8) -> u64 {
    zobrist(MAX_CELLS + 7, c)
}
