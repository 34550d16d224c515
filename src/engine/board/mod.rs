//! The fast board: stones, strings, liberties, captures and a Zobrist hash.
//!
//! Points live in a padded 1D array with a one-point border. Each string is a
//! circular linked list (`next`) whose stones all name the same `head`; the head
//! keeps the string's size and its pseudo-liberties (one per stone/empty
//! adjacency) together with their sum and sum of squares, which tells exactly
//! whether a string is in atari (all pseudo-liberties are the same point) without
//! any allocation. Empty points are kept in a list for O(1) random choice, and
//! packed neighbour counts answer the playout policy (`policy.rs`) cheaply.

mod grid;
mod inspect;
mod picture;
mod policy;
mod zobrist;

pub use inspect::GoString;
pub use picture::PictureError;
pub use zobrist::WHITE_TO_MOVE_KEY;

use super::color::Color;
use super::point::{check_size, CoordError, Point, MAX_SIZE};
use grid::{Grid, GRID};

/// Padded cells of the largest board.
pub(crate) const MAX_CELLS: usize = (MAX_SIZE as usize + 2) * (MAX_SIZE as usize + 2);
/// A diagonal of the last padded cell is still inside the grid.
const _: () = assert!(MAX_CELLS - 1 + MAX_SIZE as usize + 3 < GRID);

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
const BORDER: u8 = 3;

/// No point: index 0 is always border.
const NONE: u16 = 0;

/// One neighbour of the given cell kind in a packed neighbour count.
#[inline(always)]
const fn nbr_unit(cell: u8) -> u16 {
    1 << (4 * cell as u16)
}

fn cell_of(c: Color) -> u8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// A Go board of any size from 5x5 to 19x19.
#[derive(Clone)]
pub struct Board {
    size: u8,
    stride: usize,
    cells: Grid<u8>,
    next: Grid<u16>,
    head: Grid<u16>,
    /// Per string head: stone count and pseudo-liberties.
    chains: Grid<Chain>,
    /// Per point: how many neighbours are empty, black, white and border, 4 bits each.
    nbr: Grid<u16>,
    /// Empty points, and each empty point's index in that list.
    empties: Grid<u16>,
    empty_at: Grid<u16>,
    n_empty: usize,
    hash: u64,
    /// The point the given colour may not retake at once (simple ko), or NONE.
    ko: u16,
    ko_color: u8,
    captures: [u32; 2],
    /// Stones removed by the last placement.
    captured: Grid<u16>,
    n_captured: usize,
}

impl PartialEq for Board {
    fn eq(&self, o: &Board) -> bool {
        self.size == o.size
            && self.hash == o.hash
            && self.cells == o.cells
            && self.captures == o.captures
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "\n{}", self.to_picture())
    }
}

impl Board {
    /// An empty board; `size` must be 5..=19 (another size gives 9x9: use
    /// [`Board::try_new`] to get an error instead).
    pub fn new(size: u8) -> Board {
        // Not `expect`: it would write the error with `Debug` (and bring that code along).
        match Board::try_new(size).or_else(|_| Board::try_new(9)) {
            Ok(board) => board,
            Err(_) => unreachable!("9x9 is valid"),
        }
    }

    /// An empty board, or an error for a size outside 5..=19.
    pub fn try_new(size: u8) -> Result<Board, CoordError> {
        check_size(size)?;
        let stride = size as usize + 2;
        let mut b = Board {
            size,
            stride,
            cells: Grid::filled(BORDER),
            next: Grid::filled(0),
            head: Grid::filled(0),
            chains: Grid::filled(Chain::default()),
            nbr: Grid::filled(0),
            empties: Grid::filled(0),
            empty_at: Grid::filled(0),
            n_empty: 0,
            hash: 0,
            ko: NONE,
            ko_color: EMPTY,
            captures: [0; 2],
            captured: Grid::filled(0),
            n_captured: 0,
        };
        for p in Point::all(size) {
            let i = b.index(p);
            b.cells[i] = EMPTY;
            b.add_empty(i);
        }
        for p in Point::all(size) {
            let i = b.index(p);
            b.nbr[i] = b.neighbors(i).iter().map(|&n| nbr_unit(b.cells[n])).sum();
        }
        Ok(b)
    }

    /// Copies another board of the same size without copying unused cells.
    pub fn copy_from(&mut self, o: &Board) {
        let n = o.stride * o.stride;
        self.size = o.size;
        self.stride = o.stride;
        self.cells.0[..n].copy_from_slice(&o.cells.0[..n]);
        self.next.0[..n].copy_from_slice(&o.next.0[..n]);
        self.head.0[..n].copy_from_slice(&o.head.0[..n]);
        self.chains.0[..n].copy_from_slice(&o.chains.0[..n]);
        self.empties.0[..o.n_empty].copy_from_slice(&o.empties.0[..o.n_empty]);
        self.empty_at.0[..n].copy_from_slice(&o.empty_at.0[..n]);
        self.nbr.0[..n].copy_from_slice(&o.nbr.0[..n]);
        self.n_empty = o.n_empty;
        self.hash = o.hash;
        self.ko = o.ko;
        self.ko_color = o.ko_color;
        self.captures = o.captures;
        self.n_captured = 0;
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    /// The Zobrist hash of the stones on the board.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones captured BY this colour so far.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// Takes over `from`'s prisoner counts: a board rebuilt for a setup during play keeps
    /// the stones captured before it.
    pub(crate) fn carry_captures(&mut self, from: &Board) {
        self.captures = from.captures;
    }

    /// The stone on a point, if any (None also for off-board points).
    pub fn get(&self, p: Point) -> Option<Color> {
        if !p.on_board(self.size) {
            return None;
        }
        self.color_at(self.index(p))
    }

    /// The point where `color` may not play at once because of a simple ko.
    pub fn ko_point(&self, color: Color) -> Option<Point> {
        (self.ko != NONE && self.ko_color == cell_of(color)).then(|| self.point(self.ko as usize))
    }

    /// The stones removed by the last placement.
    pub fn last_captured(&self) -> impl Iterator<Item = Point> + '_ {
        self.captured.0[..self.n_captured]
            .iter()
            .map(|&i| self.point(i as usize))
    }

    /// Number of empty points.
    pub fn empty_count(&self) -> usize {
        self.n_empty
    }

    /// Number of stones of a colour on the board.
    pub fn stone_count(&self, color: Color) -> usize {
        let c = cell_of(color);
        Point::all(self.size)
            .filter(|&p| self.cells[self.index(p)] == c)
            .count()
    }

    // ----- indices -----

    /// The padded index of a point. An off-board point (a caller's mistake) still
    /// gets an index inside the grid, so no access can leave it (see `grid.rs`).
    pub(crate) fn index(&self, p: Point) -> usize {
        debug_assert!(p.on_board(self.size), "{p:?} is off the board");
        ((p.row as usize + 1) * self.stride + p.col as usize + 1).min(MAX_CELLS - 1)
    }

    pub(crate) fn point(&self, i: usize) -> Point {
        Point::new((i % self.stride - 1) as u8, (i / self.stride - 1) as u8)
    }

    fn color_at(&self, i: usize) -> Option<Color> {
        match self.cells[i] {
            BLACK => Some(Color::Black),
            WHITE => Some(Color::White),
            _ => None,
        }
    }

    #[inline(always)]
    fn neighbors(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    // ----- empty list -----

    #[inline(always)]
    fn add_empty(&mut self, i: usize) {
        self.empty_at[i] = self.n_empty as u16;
        self.empties[self.n_empty] = i as u16;
        self.n_empty += 1;
    }

    #[inline(always)]
    fn remove_empty(&mut self, i: usize) {
        let at = self.empty_at[i] as usize;
        self.n_empty -= 1;
        let last = self.empties[self.n_empty];
        self.empties[at] = last;
        self.empty_at[last as usize] = at as u16;
    }

    /// The padded index of the k-th empty point (for random playouts).
    #[inline(always)]
    pub(crate) fn empty_index(&self, k: usize) -> usize {
        self.empties[k] as usize
    }

    // ----- pseudo-liberties -----

    #[inline(always)]
    fn add_lib(&mut self, h: usize, lib: usize) {
        let ch = &mut self.chains[h];
        ch.libs += 1;
        ch.sum += lib as u32;
        ch.sq += (lib * lib) as u32;
    }

    #[inline(always)]
    fn remove_lib(&mut self, h: usize, lib: usize) {
        let ch = &mut self.chains[h];
        ch.libs -= 1;
        ch.sum -= lib as u32;
        ch.sq -= (lib * lib) as u32;
    }

    /// Exactly one distinct liberty (all pseudo-liberties are the same point).
    #[inline(always)]
    fn in_atari_head(&self, h: usize) -> bool {
        let ch = &self.chains[h];
        let (n, s) = (ch.libs as u64, ch.sum as u64);
        n > 0 && n * ch.sq as u64 == s * s
    }

    /// The lone liberty of a string in atari.
    fn atari_liberty(&self, h: usize) -> usize {
        (self.chains[h].sum / self.chains[h].libs) as usize
    }

    // ----- legality -----

    /// Whether a stone of cell colour `c` at empty `i` would have no liberty after captures.
    #[inline]
    fn is_suicide_index(&self, i: usize, c: u8) -> bool {
        for &n in &self.neighbors(i) {
            let v = self.cells[n];
            if v == EMPTY {
                return false;
            }
            if v == BORDER {
                continue;
            }
            let atari = self.in_atari_head(self.head[n] as usize);
            if (v == c) != atari {
                return false; // own string with a spare liberty, or an enemy string captured
            }
        }
        true
    }

    /// Why `color` may not place at `p`, judged by the board alone (simple ko).
    pub fn check(&self, p: Point, color: Color) -> Result<(), BoardRefusal> {
        if !p.on_board(self.size) {
            return Err(BoardRefusal::OffBoard);
        }
        let i = self.index(p);
        if self.cells[i] != EMPTY {
            return Err(BoardRefusal::Occupied);
        }
        if self.is_suicide_index(i, cell_of(color)) {
            return Err(BoardRefusal::Suicide);
        }
        if self.ko == i as u16 && self.ko_color == cell_of(color) {
            return Err(BoardRefusal::Ko);
        }
        Ok(())
    }

    /// The hash the board would have after `color` places at `p` (assumed legal).
    pub fn hash_after(&self, p: Point, color: Color) -> u64 {
        let i = self.index(p);
        let c = cell_of(color);
        let opp = c ^ 3;
        let mut h = self.hash ^ zobrist::key(color, i);
        let mut seen = [NONE; 4];
        for (k, n) in self.neighbors(i).into_iter().enumerate() {
            if self.cells[n] != opp {
                continue;
            }
            let head = self.head[n];
            if seen[..k].contains(&head) || !self.in_atari_head(head as usize) {
                continue;
            }
            seen[k] = head;
            let enemy = color.opposite();
            let mut s = head as usize;
            loop {
                h ^= zobrist::key(enemy, s);
                s = self.next[s] as usize;
                if s == head as usize {
                    break;
                }
            }
        }
        h
    }

    // ----- playing -----

    /// Places a stone if the board allows it; returns the number of stones captured.
    pub fn play(&mut self, p: Point, color: Color) -> Result<usize, BoardRefusal> {
        self.check(p, color)?;
        Ok(self.place_index(self.index(p), color))
    }

    /// A pass: only clears the simple-ko point.
    pub fn pass(&mut self) {
        self.ko = NONE;
        self.n_captured = 0;
    }

    /// Places a stone at padded index `i`, which must be legal. Returns captures.
    ///
    /// Each neighbour is handled by a call of its own (not a loop) so that the four
    /// are unrolled on every target.
    #[inline(always)]
    pub(crate) fn place_index(&mut self, i: usize, color: Color) -> usize {
        let c = cell_of(color);
        self.remove_empty(i);
        self.cells[i] = c;
        self.hash ^= zobrist::key(color, i);
        self.head[i] = i as u16;
        self.next[i] = i as u16;
        self.n_captured = 0;
        let [up, left, right, down] = self.neighbors(i);
        let delta = nbr_unit(c).wrapping_sub(nbr_unit(EMPTY));
        // The new stone's liberties are summed in registers and stored once.
        self.chains[i] = Chain {
            stones: 1,
            ..self.liberty_of_new_stone(up, delta)
                + self.liberty_of_new_stone(left, delta)
                + self.liberty_of_new_stone(right, delta)
                + self.liberty_of_new_stone(down, delta)
        };
        let mut last_capture = NONE;
        self.join_or_capture(i, up, color, &mut last_capture);
        self.join_or_capture(i, left, color, &mut last_capture);
        self.join_or_capture(i, right, color, &mut last_capture);
        self.join_or_capture(i, down, color, &mut last_capture);
        let h = self.head[i] as usize;
        self.ko = NONE;
        if self.n_captured == 1 && self.chains[h].stones == 1 && self.in_atari_head(h) {
            self.ko = last_capture;
            self.ko_color = c ^ 3;
        }
        self.n_captured
    }

    /// Counts a new stone into neighbour `n`'s packed counts (`delta`), and returns
    /// `n` as the new stone's pseudo-liberty if it is empty (else nothing).
    #[inline(always)]
    fn liberty_of_new_stone(&mut self, n: usize, delta: u16) -> Chain {
        self.nbr[n] = self.nbr[n].wrapping_add(delta);
        let empty = (self.cells[n] == EMPTY) as u32;
        Chain {
            stones: 0,
            libs: empty,
            sum: empty * n as u32,
            sq: empty * (n * n) as u32,
        }
    }

    /// After a `color` stone is placed at `i`: joins the own string at neighbour `n`
    /// to it, or takes liberty `i` from the enemy string there and captures it when
    /// none is left (noting `n` in `last_capture`).
    #[inline(always)]
    fn join_or_capture(&mut self, i: usize, n: usize, color: Color, last_capture: &mut u16) {
        let v = self.cells[n];
        if v == cell_of(color) {
            let hn = self.head[n] as usize;
            self.remove_lib(hn, i);
            let hi = self.head[i] as usize;
            if hn != hi {
                self.merge(hi, hn);
            }
        } else if v == cell_of(color.opposite()) {
            let hn = self.head[n] as usize;
            self.remove_lib(hn, i);
            if self.chains[hn].libs == 0 {
                *last_capture = n as u16;
                self.remove_string(hn, color);
            }
        }
    }

    /// Joins string `b` into string `a` (or the other way, keeping the larger head).
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.chains[a].stones >= self.chains[b].stones {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.0.swap(big, small);
        self.chains[big] = self.chains[big] + self.chains[small];
    }

    /// Removes a captured string, crediting the capture to `by`.
    fn remove_string(&mut self, h: usize, by: Color) {
        let lost = by.opposite();
        let delta = nbr_unit(EMPTY).wrapping_sub(nbr_unit(cell_of(lost)));
        let mut s = h;
        loop {
            self.cells[s] = EMPTY;
            self.hash ^= zobrist::key(lost, s);
            self.add_empty(s);
            self.captured[self.n_captured] = s as u16;
            self.n_captured += 1;
            let [up, left, right, down] = self.neighbors(s);
            self.free_neighbor(up, s, by, delta);
            self.free_neighbor(left, s, by, delta);
            self.free_neighbor(right, s, by, delta);
            self.free_neighbor(down, s, by, delta);
            s = self.next[s] as usize;
            if s == h {
                break;
            }
        }
        self.captures[by.index()] += self.chains[h].stones;
    }

    /// A captured stone at `s` leaves: neighbour `n` counts one more empty point
    /// (`delta`), and a capturing (`by`) string there gains `s` as a pseudo-liberty.
    /// (The captured string's own stones need nothing: they are removed too.)
    #[inline(always)]
    fn free_neighbor(&mut self, n: usize, s: usize, by: Color, delta: u16) {
        self.nbr[n] = self.nbr[n].wrapping_add(delta);
        if self.cells[n] == cell_of(by) {
            self.add_lib(self.head[n] as usize, s);
        }
    }

    /// Puts a setup stone (handicap, picture) on an empty point; it must not capture
    /// and must keep a liberty.
    pub fn set_stone(&mut self, p: Point, color: Color) -> Result<(), BoardRefusal> {
        self.check(p, color)?;
        let i = self.index(p);
        let opp = cell_of(color) ^ 3;
        let captures = self
            .neighbors(i)
            .into_iter()
            .any(|n| self.cells[n] == opp && self.in_atari_head(self.head[n] as usize));
        if captures {
            return Err(BoardRefusal::SetupCaptures);
        }
        self.place_index(i, color);
        self.ko = NONE;
        Ok(())
    }

    /// Recomputes the hash from scratch (for consistency checks).
    pub fn recompute_hash(&self) -> u64 {
        Point::all(self.size)
            .filter_map(|p| {
                let i = self.index(p);
                self.color_at(i).map(|c| zobrist::key(c, i))
            })
            .fold(0, |a, k| a ^ k)
    }

    /// The lone liberty of the string at `p`, if it is in atari.
    pub fn atari_liberty_of(&self, p: Point) -> Option<Point> {
        self.get(p)?;
        let h = self.head[self.index(p)] as usize;
        self.in_atari_head(h)
            .then(|| self.point(self.atari_liberty(h)))
    }
}

/// A string's bookkeeping, kept at its head: size and pseudo-liberties (one per
/// stone/empty adjacency) with their sum and sum of squares.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Chain {
    libs: u32,
    stones: u32,
    sum: u32,
    sq: u32,
}

impl std::ops::Add for Chain {
    type Output = Chain;

    /// Two strings' bookkeeping joined (stones and pseudo-liberties add up).
    #[inline(always)]
    fn add(self, o: Chain) -> Chain {
        Chain {
            libs: self.libs + o.libs,
            stones: self.stones + o.stones,
            sum: self.sum + o.sum,
            sq: self.sq + o.sq,
        }
    }
}

/// Why the bare board refuses a placement (the game layer adds superko and turn order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardRefusal {
    OffBoard,
    Occupied,
    Suicide,
    Ko,
    /// A setup stone may not capture.
    SetupCaptures,
}

#[cfg(test)]
mod tests;
