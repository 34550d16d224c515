//! From the game (plus what the player is pointing at) to what the board shows.

use super::BoardModel;
use crate::engine::{Game, Move, Phase, Point, PointStatus};

/// A game as a memo holds it: two are the same when their records are, so a clock tick
/// (which changes the table but not the game) redraws nothing.
#[derive(Clone, Debug)]
pub struct Shown(pub Game);

impl PartialEq for Shown {
    fn eq(&self, other: &Shown) -> bool {
        self.0.record() == other.0.record()
    }
}

/// Options that change what the board shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlays {
    pub ghost: Option<Point>,
    pub forbidden_marks: bool,
    pub atari_hint: bool,
    pub move_numbers: bool,
}

/// The board model for a game.
pub fn board_model(game: &Game, o: Overlays) -> BoardModel {
    let size = game.size();
    let board = game.board();
    let mut m = BoardModel::empty(size);
    for p in Point::all(size) {
        m.at(p).stone = board.get(p);
    }
    if let Some((color, Move::Place(p))) = game.last_move() {
        // A setup after the move may have taken its stone off.
        m.at(p).last_move = board.get(p) == Some(color);
    }
    match game.phase() {
        Phase::Playing => {
            if let Some(p) = o.ghost {
                if board.get(p).is_none() {
                    m.at(p).ghost = Some(game.to_move());
                }
            }
            if o.forbidden_marks {
                for (p, _) in game.forbidden_points() {
                    m.at(p).forbidden = board.get(p).is_none();
                }
            }
            if o.atari_hint {
                for s in board.strings_in_atari() {
                    for &p in &s.stones {
                        m.at(p).atari = true;
                    }
                }
            }
        }
        Phase::Settling | Phase::Finished => {
            let counted = game.phase() == Phase::Settling
                || game
                    .result()
                    .is_some_and(|r| r.reason == crate::engine::EndReason::Count);
            if counted {
                shade_count(game, &mut m);
            }
        }
    }
    if o.move_numbers {
        number_stones(game, &mut m);
    }
    m
}

/// Shades the engine's count: territory for its owner, dead stones crossed.
pub fn shade_count(game: &Game, m: &mut BoardModel) {
    let count = game.count();
    for p in Point::all(game.size()) {
        let v = m.at(p);
        match count.status(p) {
            PointStatus::Territory(c) => v.territory = Some(c),
            PointStatus::Dead { owner, .. } => {
                v.dead = true;
                v.territory = owner;
            }
            _ => {}
        }
    }
}

/// Puts on each stone the number of the move that placed it.
fn number_stones(game: &Game, m: &mut BoardModel) {
    let mut n: u16 = 0;
    for (color, mv) in game.moves() {
        n = n.saturating_add(1);
        if let Move::Place(p) = mv {
            if game.board().get(p) == Some(color) {
                m.at(p).number = Some(n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Rules};

    /// The last move is marked, the ghost shows only on an empty point, and
    /// forbidden points get an X only when asked.
    #[test]
    fn overlays() {
        let mut g = Game::new(Rules::preset("aga").unwrap(), 9, 0).unwrap();
        let c3 = Point::parse_gtp("C3", 9).unwrap();
        g.play(Move::Place(c3)).unwrap();
        let m = board_model(
            &g,
            Overlays {
                ghost: Some(c3),
                ..Default::default()
            },
        );
        let i = c3.index(9);
        assert!(m.points[i].last_move);
        assert_eq!(m.points[i].stone, Some(Color::Black));
        assert_eq!(m.points[i].ghost, None);
        assert_eq!(m.points.iter().filter(|v| v.forbidden).count(), 0);
        let m = board_model(
            &g,
            Overlays {
                forbidden_marks: true,
                move_numbers: true,
                ..Default::default()
            },
        );
        assert_eq!(m.points[i].number, Some(1));
        assert_eq!(
            m.points.iter().filter(|v| v.forbidden).count(),
            0,
            "no empty point is forbidden yet"
        );
    }
}
