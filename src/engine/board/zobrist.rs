//! Zobrist keys, computed where they are used: the same keys in every build, and no
//! table of random bytes in the page's download (8 KB that no compression shrinks).

use super::grid::GRID;
use crate::engine::color::Color;

/// The key of a `color` stone at padded index `i`: the `n`th output of SplitMix64 seeded
/// with "tengen", one key per colour and padded board index.
#[inline(always)]
pub(super) fn key(color: Color, i: usize) -> u64 {
    let n = (color.index() & 1) * GRID + (i & (GRID - 1));
    mix(SEED.wrapping_add((n as u64 + 1).wrapping_mul(GOLDEN)))
}

/// Mixed into a position hash when White is to move (situational superko).
pub const WHITE_TO_MOVE_KEY: u64 = 0x9E37_79B9_7F4A_7C15;

const SEED: u64 = 0x7465_6E67_656E; // "tengen"
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function.
#[inline(always)]
const fn mix(s: u64) -> u64 {
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are SplitMix64's sequence, as the table they replace held them.
    #[test]
    fn keys_follow_splitmix() {
        let mut state = SEED;
        for color in [Color::Black, Color::White] {
            for i in 0..GRID {
                state = state.wrapping_add(GOLDEN);
                assert_eq!(key(color, i), mix(state), "{color:?} {i}");
            }
        }
    }

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = [Color::Black, Color::White]
            .iter()
            .flat_map(|&c| (0..GRID).map(move |i| key(c, i)))
            .collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 2 * GRID);
    }
}
