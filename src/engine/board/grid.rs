//! A fixed array over padded board indices, indexed without a bounds check.
//!
//! Every index the board uses is below [`GRID`]: [`Board::index`](super::Board::index)
//! never returns more than the last padded cell of a 19x19 board (440), and
//! neighbours and diagonals of a cell, string links, the empty-point list and the
//! captured list all stay below 440 + 22. Tests (debug builds) assert it on every access.

use std::ops::{Index, IndexMut};

/// Padded cells are fewer than this (21 x 21 = 441 for 19x19).
pub(crate) const GRID: usize = 512;

/// Per-point data of the fast board.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Grid<T>(pub [T; GRID]);

impl<T: Copy> Grid<T> {
    pub fn filled(v: T) -> Self {
        Grid([v; GRID])
    }
}

impl<T> Index<usize> for Grid<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        debug_assert!(i < GRID, "padded index {i} is off the grid");
        // SAFETY: board indices stay below GRID (see the module comment).
        unsafe { self.0.get_unchecked(i) }
    }
}

impl<T> IndexMut<usize> for Grid<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        debug_assert!(i < GRID, "padded index {i} is off the grid");
        // SAFETY: board indices stay below GRID (see the module comment).
        unsafe { self.0.get_unchecked_mut(i) }
    }
}
