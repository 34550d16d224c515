//! Why a hinted move is good, where the rules can tell: it captures, or it saves a string
//! in atari. Otherwise the reason is only that the computer chose it.

use crate::engine::{Game, Move, Point};

/// The short reason shown beside a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// It captures this many stones.
    Captures(usize),
    /// It gives this many of the mover's stones, in atari before, more than one liberty.
    Saves(usize),
    /// The search likes it; the rules say nothing more.
    Choice,
}

/// The hints among the computer's `moves` (best first) for the player to move in `game`:
/// the legal placements, each with its reason (a pass is no hint).
pub fn hints<'a, I>(game: &'a Game, moves: I) -> impl Iterator<Item = (Point, Reason)> + 'a
where
    I: IntoIterator<Item = Move>,
    I::IntoIter: 'a,
{
    moves.into_iter().filter_map(move |mv| match mv {
        Move::Place(p) if game.is_legal(game.to_move(), p) => Some((p, reason(game, mv))),
        _ => None,
    })
}

/// The reason for the player to move in `game` to play `mv`.
pub fn reason(game: &Game, mv: Move) -> Reason {
    let Move::Place(at) = mv else {
        return Reason::Choice;
    };
    let me = game.to_move();
    let mut after = game.clone();
    let Ok(played) = after.play(mv) else {
        return Reason::Choice;
    };
    if !played.captured.is_empty() {
        return Reason::Captures(played.captured.len());
    }
    let saved: usize = game
        .board()
        .strings_in_atari()
        .iter()
        .filter(|s| s.color == me && s.liberties.contains(&at))
        .filter(|s| after.board().liberties(s.stones[0]) > 1)
        .map(|s| s.stones.len())
        .sum();
    if saved > 0 {
        Reason::Saves(saved)
    } else {
        Reason::Choice
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Point, Rules};

    fn game(picture: &str) -> Game {
        let rules = Rules::preset("aga").expect("aga");
        Game::from_picture(rules, picture, Color::Black).expect("picture")
    }

    #[test]
    fn captures_saves_or_only_the_computers_choice() {
        let at = |c, r| Move::Place(Point::new(c, r));
        let quiet = game(
            "
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .",
        );
        assert_eq!(reason(&quiet, at(2, 2)), Reason::Choice);
        assert_eq!(reason(&quiet, Move::Pass), Reason::Choice);
        // The white stone's last liberty is below it.
        let take = game(
            "
            . . . . .
            . . . . .
            . X . . .
            X O X . .
            . . . . .",
        );
        assert_eq!(reason(&take, at(1, 4)), Reason::Captures(1));
        // Black's two stones have one liberty left, below the right one.
        let save = game(
            "
            . O O . .
            O X X O .
            . O . . .
            . . . . .
            . . . . .",
        );
        assert_eq!(reason(&save, at(2, 2)), Reason::Saves(2));
    }

    /// Hints keep the computer's order but only legal placements: no pass, no occupied
    /// point, no suicide.
    #[test]
    fn hints_are_legal_placements_in_order() {
        let at = |c, r| Move::Place(Point::new(c, r));
        // A1 would be suicide for Black; B1 is White's.
        let g = game(
            "
            . O . . .
            O . . . .
            . . . . .
            . . . . .
            . . . . .",
        );
        let moves = [Move::Pass, at(0, 0), at(1, 0), at(3, 3), at(1, 1)];
        let shown: Vec<Point> = hints(&g, moves).map(|(p, _)| p).collect();
        assert_eq!(shown, vec![Point::new(3, 3), Point::new(1, 1)]);
        assert_eq!(
            hints(&g, [at(1, 1)]).next(),
            Some((Point::new(1, 1), Reason::Choice))
        );
    }
}
