//! The light playout policy on the fast board: eyes, playable points, a quick area count.

use super::{cell_of, nbr_unit, Board, BLACK, BORDER, EMPTY, WHITE};
use crate::engine::color::Color;
use crate::engine::point::Point;

impl Board {
    /// Whether `p` is an empty point that is a true eye of `color` (the playout policy's
    /// test: never filled by random play).
    pub fn is_true_eye(&self, p: Point, color: Color) -> bool {
        p.on_board(self.size)
            && self.get(p).is_none()
            && self.is_true_eye_index(self.index(p), color)
    }

    /// Whether the empty point at `i` is a true eye of `color` (playout policy):
    /// all four neighbours are own stones or edge, and the diagonals do not make it false.
    fn is_true_eye_index(&self, i: usize, color: Color) -> bool {
        let c = cell_of(color);
        self.neighbors(i)
            .into_iter()
            .all(|n| self.cells[n] == c || self.cells[n] == BORDER)
            && !self.is_false_eye(i, c)
    }

    /// The diagonal test: an enemy on two diagonals (one at the edge) makes an eye false.
    #[inline]
    fn is_false_eye(&self, i: usize, c: u8) -> bool {
        let s = self.stride;
        // Packed counts of the four diagonal cells, 4 bits per kind (like `nbr`).
        let counts = nbr_unit(self.cells[i - s - 1])
            + nbr_unit(self.cells[i - s + 1])
            + nbr_unit(self.cells[i + s - 1])
            + nbr_unit(self.cells[i + s + 1]);
        let enemy = (counts >> (4 * (c ^ 3) as u16)) & 0xF;
        let edge = (counts >> (4 * BORDER as u16) != 0) as u16;
        enemy + edge >= 2
    }

    /// Playout policy in one pass over the neighbours: legal for `color` at empty `i`
    /// and not filling one of its own true eyes.
    #[inline]
    pub(crate) fn is_playable_index(&self, i: usize, color: Color) -> bool {
        let c = cell_of(color);
        let counts = self.nbr[i];
        if counts & 0xF != 0 {
            // Not an eye, and the stone keeps a liberty; a ko point never has an empty neighbour.
            return true;
        }
        // All neighbours own stones or edge: a true eye is never filled (checked before
        // the costlier liberty test, since eyes are the usual refusal late in a playout).
        let own = (counts >> (4 * c as u16)) & 0xF;
        let border = counts >> (4 * BORDER as u16);
        if own + border == 4 && !self.is_false_eye(i, c) {
            return false;
        }
        let [up, left, right, down] = self.neighbors(i);
        let has_liberty = self.lends_liberty(up, c)
            || self.lends_liberty(left, c)
            || self.lends_liberty(right, c)
            || self.lends_liberty(down, c);
        has_liberty && !(self.ko == i as u16 && self.ko_color == c)
    }

    /// Whether the stone at neighbour `n` leaves a liberty to a stone of cell colour `c`
    /// placed next to it: an own string with a spare liberty, or an enemy string captured.
    /// Border cells answer no with no test of their own: their head is the border
    /// index 0, whose string bookkeeping stays empty (never in atari).
    #[inline(always)]
    fn lends_liberty(&self, n: usize, c: u8) -> bool {
        let atari = self.in_atari_head(self.head[n] as usize);
        (self.cells[n] == c) != atari
    }

    /// Whose `p` is in a quick area count, every stone alive: a stone's colour, or for an
    /// empty point the colour whose stones are all its neighbours on the board.
    pub fn area_owner(&self, p: Point) -> Option<Color> {
        match self.area_owner_index(self.index(p)) {
            Some(BLACK) => Some(Color::Black),
            Some(_) => Some(Color::White),
            None => None,
        }
    }

    fn area_owner_index(&self, i: usize) -> Option<u8> {
        match self.cells[i] {
            EMPTY => {
                let mut seen = 0u8;
                for n in self.neighbors(i) {
                    seen |= 1 << self.cells[n];
                }
                match seen & !(1 << BORDER) {
                    s if s == 1 << BLACK => Some(BLACK),
                    s if s == 1 << WHITE => Some(WHITE),
                    _ => None,
                }
            }
            BLACK | WHITE => Some(self.cells[i]),
            _ => None,
        }
    }

    /// Black's points minus White's in the quick area count ([`Board::area_owner`]).
    pub fn area_margin(&self) -> i32 {
        let mut margin = 0;
        for row in 0..self.size as usize {
            let start = (row + 1) * self.stride + 1;
            for i in start..start + self.size as usize {
                margin += match self.area_owner_index(i) {
                    Some(BLACK) => 1,
                    Some(_) => -1,
                    None => 0,
                };
            }
        }
        margin
    }
}
