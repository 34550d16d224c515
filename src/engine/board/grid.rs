//! A fixed array over padded board indices whose indexing needs no bounds check:
//! the index is masked to the array's power-of-two length.

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
        &self.0[i & (GRID - 1)]
    }
}

impl<T> IndexMut<usize> for Grid<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.0[i & (GRID - 1)]
    }
}
