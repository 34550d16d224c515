//! What the new-game screen decides, and the next game of a rematch.

use super::Seat;
use crate::clock::ClockSettings;
use crate::engine::{HalfPoints, Rules};

/// A game to start.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub preset_id: String,
    pub rules: Rules,
    pub size: u8,
    pub handicap: u8,
    pub komi: HalfPoints,
    pub clock: Option<ClockSettings>,
    /// Who plays Black and White.
    pub players: [Seat; 2],
}

/// `rules` with the komi a player typed in, for a game with `handicap`.
/// The preset's rules are kept as they are when the komi was not changed.
pub fn rules_with_komi(rules: Rules, handicap: u8, komi: HalfPoints) -> Rules {
    if rules.komi_for(handicap) == komi {
        rules
    } else {
        rules.with_komi(komi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A typed komi replaces the preset's, for even and handicap games alike.
    #[test]
    fn typed_komi_wins() {
        let aga = Rules::preset("aga").unwrap();
        assert_eq!(
            rules_with_komi(aga, 0, HalfPoints::halves(13)).komi_for(0),
            HalfPoints::halves(13)
        );
        assert_eq!(
            rules_with_komi(aga, 3, HalfPoints::ZERO).komi_for(3),
            HalfPoints::ZERO
        );
        let club = Rules::preset("club").unwrap();
        assert_eq!(club.komi_for(4), HalfPoints::points(4));
        assert_eq!(
            rules_with_komi(club, 4, HalfPoints::points(4)).komi_for(4),
            HalfPoints::points(4)
        );
        assert_eq!(
            rules_with_komi(club, 4, HalfPoints::halves(1)).komi_for(4),
            HalfPoints::halves(1)
        );
    }
}
