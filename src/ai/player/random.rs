//! A uniformly random legal move that does not fill one of its own one-point eyes,
//! else a pass: GTP's player when no network is available (no level plays one).

use crate::engine::rng::Rng;
use crate::engine::{Color, Game, Move, Point};

/// Picks a random move for `color` in `game`.
pub fn random_move(game: &Game, color: Color, rng: &mut Rng) -> Move {
    let board = game.board();
    let candidates: Vec<Point> = Point::all(game.size())
        .filter(|&p| board.get(p).is_none() && !board.is_own_eye(p, color))
        .filter(|&p| game.is_legal(color, p))
        .collect();
    if candidates.is_empty() {
        Move::Pass
    } else {
        Move::Place(candidates[rng.below(candidates.len())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn game_from(moves: &[(Color, &str)]) -> Game {
        let mut game = Game::new(Rules::default(), 5, 0).expect("5x5 game");
        for &(color, vertex) in moves {
            let p = Point::parse_gtp(vertex, 5).expect("vertex");
            game.play_as(color, Move::Place(p)).expect("legal move");
        }
        game
    }

    /// The random player never fills its own eye and passes when nothing else is left.
    #[test]
    fn never_fills_own_eye() {
        // Black walls off A1 and B1 in the corner, leaving A1 an eye...
        let game = game_from(&[
            (Color::Black, "A2"),
            (Color::Black, "B2"),
            (Color::Black, "B1"),
        ]);
        let a1 = Point::parse_gtp("A1", 5).expect("A1");
        let mut rng = Rng::new(1);
        for _ in 0..200 {
            assert_ne!(random_move(&game, Color::Black, &mut rng), Move::Place(a1));
        }
        // ...which White may still play into only if it is legal (here it is suicide).
        assert!(!game.is_legal(Color::White, a1));
    }

    /// With every empty point an own eye, the only move is a pass.
    #[test]
    fn passes_when_only_eyes_remain() {
        let mut game = Game::new(Rules::default(), 5, 0).expect("5x5 game");
        for p in Point::all(5) {
            if (p.col + p.row) % 3 != 0 {
                game.play_as(Color::Black, Move::Place(p)).expect("fill");
            }
        }
        let mut rng = Rng::new(2);
        assert_eq!(random_move(&game, Color::Black, &mut rng), Move::Pass);
    }
}
