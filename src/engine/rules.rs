//! One `Rules` value describes a ruleset as data; presets are built from it.

use super::color::Color;
use super::half_points::HalfPoints;

/// Which repetitions are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoRule {
    /// Only the immediate retake of a single-stone ko.
    Simple,
    /// No board position may repeat.
    PositionalSuperko,
    /// No board position may repeat with the same player to move (AGA).
    SituationalSuperko,
}

/// How captured stones show in a territory count; the margin is the same either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prisoners {
    /// Each player adds the enemy stones they captured.
    AddCaptured,
    /// Each player subtracts one point per own stone lost (text 003, rule 733).
    SubtractLost,
}

/// How the board is counted at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Living stones plus surrounded empty points; prisoners do not count.
    Area,
    /// Surrounded empty points plus prisoners; no points inside seki.
    Territory { prisoners: Prisoners },
    /// Text 000: enclosed empty points + stones captured + one point per opponent pass.
    Classic,
    /// Nothing is counted (first-capture games).
    None,
}

/// Where handicap stones go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Fixed points in the order of the GTP specification (third stone upper left).
    FixedGtp,
    /// Fixed points in the traditional order used by the AGA (third stone lower right).
    FixedTraditional,
    /// Black chooses the points.
    Free,
}

/// What White receives for the handicap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compensation {
    None,
    /// One point per handicap stone.
    N,
    /// One point per handicap stone but the first (AGA area counting).
    NMinusOne,
    /// Komi equals the number of handicap stones placed (text 001; handicap 1 places none).
    KomiEqualsN,
}

/// Handicap games under this ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandicapRules {
    pub placement: Placement,
    /// Komi once the handicap is 1 or more (replaces the even-game komi).
    pub komi: HalfPoints,
    pub compensation: Compensation,
    /// The largest handicap the ruleset offers.
    pub max: u8,
}

/// How play ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Two passes start settling: mark dead stones and agree, or resume play.
    /// With `four_pass_fallback`, four passes in a row end the game with every stone alive (AGA).
    TwoPassesThenSettle { four_pass_fallback: bool },
    /// Two passes end the game and the board is counted as it stands (text 000).
    CountAsItStands,
}

/// When a player may resign.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resignation {
    Anytime,
    /// Text 001: only after `min_moves` moves; the winner is credited `winner_points`.
    AfterMoves {
        min_moves: u32,
        winner_points: i32,
    },
}

/// What wins the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinCondition {
    /// The higher count wins.
    Score,
    /// The first capture wins at once; two passes in a row before any capture is a draw.
    FirstCapture,
}

/// Who takes Black in the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rematch {
    /// The players swap colours.
    SwapColors,
    /// The loser starts (text 000); after a draw the players swap.
    LoserStarts,
}

/// A complete ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub ko: KoRule,
    pub counting: Counting,
    /// Komi for an even game.
    pub komi: HalfPoints,
    /// AGA: each pass hands the opponent one stone as a prisoner.
    pub pass_stones: bool,
    /// AGA: play ends with a White move, so a final Black pass gets a White pass.
    pub white_moves_last: bool,
    pub handicap: HandicapRules,
    pub ending: Ending,
    pub resignation: Resignation,
    pub win: WinCondition,
    pub rematch: Rematch,
    /// Text 003 rule 72: "the ko situation must be resolved before the end of the game":
    /// the count is not agreed while a ko is open (see [`Game::open_ko`](super::Game::open_ko)).
    /// Records saved before this existed read it as false.
    pub ko_resolved_before_count: bool,
}

// `Rules::default` and `Rules::preset` are in `presets.rs`, `Rules::max_handicap` in
// `handicap.rs`: the presets and the handicap points are built from these types.

impl Rules {
    /// The number of stones a handicap places: a handicap of 1 only removes komi.
    pub fn handicap_stones(handicap: u8) -> u8 {
        if handicap >= 2 {
            handicap
        } else {
            0
        }
    }

    /// These rules with a komi a player or controller chose, for even and handicap
    /// games alike; a komi that followed the number of handicap stones is replaced.
    pub fn with_komi(mut self, komi: HalfPoints) -> Rules {
        self.komi = komi;
        self.handicap.komi = komi;
        if self.handicap.compensation == Compensation::KomiEqualsN {
            self.handicap.compensation = Compensation::None;
        }
        self
    }

    /// Komi for a game with this handicap.
    pub fn komi_for(&self, handicap: u8) -> HalfPoints {
        match (handicap, self.handicap.compensation) {
            (0, _) => self.komi,
            (n, Compensation::KomiEqualsN) => HalfPoints::points(Self::handicap_stones(n) as i32),
            _ => self.handicap.komi,
        }
    }

    /// Extra points White receives for the handicap stones.
    pub fn compensation_for(&self, handicap: u8) -> HalfPoints {
        let n = Self::handicap_stones(handicap) as i32;
        match self.handicap.compensation {
            Compensation::N => HalfPoints::points(n),
            Compensation::NMinusOne => HalfPoints::points((n - 1).max(0)),
            Compensation::None | Compensation::KomiEqualsN => HalfPoints::ZERO,
        }
    }

    /// The colour whose player of this game takes Black in the next one.
    /// `winner` is None after a draw.
    pub fn rematch_black(&self, winner: Option<Color>) -> Color {
        match (self.rematch, winner) {
            (Rematch::LoserStarts, Some(w)) => w.opposite(),
            _ => Color::White,
        }
    }
}
