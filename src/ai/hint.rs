//! Why a hinted move is good, where the rules can tell: it captures, or it saves a string
//! in atari. Otherwise the reason is only that the computer chose it.

use crate::engine::{Game, Move};

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
}
