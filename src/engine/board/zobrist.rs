//! Zobrist keys, generated at compile time so every build hashes alike.

use super::grid::GRID;
use crate::engine::color::Color;

/// One key per colour and padded board index.
static STONE_KEYS: [[u64; GRID]; 2] = generate();

/// The key of a `color` stone at padded index `i`.
#[inline(always)]
pub(super) fn key(color: Color, i: usize) -> u64 {
    STONE_KEYS[color.index() & 1][i & (GRID - 1)]
}

/// Mixed into a position hash when White is to move (situational superko).
pub const WHITE_TO_MOVE_KEY: u64 = 0x9E37_79B9_7F4A_7C15;

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn generate() -> [[u64; GRID]; 2] {
    let mut keys = [[0u64; GRID]; 2];
    let mut state = 0x7465_6E67_656E_u64; // "tengen"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < GRID {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    keys
}
