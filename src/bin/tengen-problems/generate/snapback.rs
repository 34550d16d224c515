//! Snapback problems placed on purpose: random positions hardly ever hold one that the
//! check proves (the surrounding black stones must be weak enough that the plain atari
//! fails), so the shape is planted and the stones around it are drawn at random.
//!
//! The core, on the bottom edge before the board is turned: a point `throw_in` whose
//! only empty neighbour is `take` and whose other neighbours are white; one of them,
//! with the point it shares with `take`, is the string to capture, its other liberties
//! and `take`'s other neighbours black. Black's stone on `throw_in` stands in atari,
//! White takes it on `take` and is left with one liberty, where Black takes back more.
//! The other white stones beside `throw_in` keep liberties outside: that is what makes
//! the plain atari on `take` fail (White connects on `throw_in`), and the throw-in the
//! only answer. Around the core stones of either colour fill a window at random, and
//! the board is turned by one of the eight symmetries. A candidate is kept when [`snapback_at`] finds the shape, the
//! exact check proves it ([`super::make_one`]) and the classifier calls it a snapback.

use super::position::Candidate;
use super::symmetry::{canonical, transformed};
use super::{make_with, Made, Order};
use std::collections::HashSet;
use tengen::engine::rng::Rng;
use tengen::engine::{Board, Color, Point};
use tengen::problems::{Category, Goal};

/// Makes `order.per_category` snapback problems, or as many as `order.candidates`
/// planted positions give.
pub fn make_snapback(order: Order) -> Made {
    let mut rng = Rng::new(order.seed);
    let mut made = Made::default();
    let mut seen = HashSet::new();
    while made.looked_at < order.candidates && made.problems.len() < order.per_category {
        made.looked_at += 1;
        let outcome = planted(&mut rng)
            .and_then(|c| {
                let key = canonical(&c.board, c.goal.target());
                if !seen.insert(key) {
                    return Err("the same position again".into());
                }
                make_with(&c.board, c.goal, true)
            })
            .and_then(|p| match p.category {
                Some(Category::Snapback) => Ok(p),
                Some(other) => Err(format!("proved, but a {} problem", other.key())),
                None => Err("proved, without a category".into()),
            });
        let n = made.problems.len() + 1;
        if let Some(problem) = made.take(outcome, "Tengen make-snapback", order.seed) {
            problem.name = format!("Snapback {n}");
        }
    }
    made.problems.sort_by_key(|p| p.tier);
    for (i, p) in made.problems.iter_mut().enumerate() {
        p.name = format!("Snapback {}", i + 1);
    }
    made
}

/// A board with the core planted and stones drawn around it, turned at random, and the
/// white string to capture; or why the drawing gave none.
fn planted(rng: &mut Rng) -> Result<Candidate, String> {
    let size = 5 + rng.below(5) as u8;
    let mut board = Board::new(size);
    let edge = size - 1;
    let take = Point::new(1 + rng.below(size as usize - 2) as u8, edge);
    let throw_in = match rng.below(3) {
        0 => Point::new(take.col, edge - 1),
        1 => Point::new(take.col - 1, edge),
        _ => Point::new(take.col + 1, edge),
    };
    let walls: Vec<Point> = throw_in.neighbors(size).filter(|&p| p != take).collect();
    // The string to take: a wall diagonal to the take point and the point beside both.
    let beside = |a: Point, b: Point| -> Vec<Point> {
        a.neighbors(size)
            .filter(|&p| p != throw_in && b.neighbors(size).any(|q| q == p))
            .collect()
    };
    let diagonal: Vec<Point> = walls
        .iter()
        .copied()
        .filter(|&w| !beside(w, take).is_empty())
        .collect();
    if diagonal.is_empty() || walls.len() < 2 {
        return Err("the core does not fit".into());
    }
    let wall = diagonal[rng.below(diagonal.len())];
    let mut target = vec![wall];
    target.extend(beside(wall, take));
    for &p in &walls {
        place(&mut board, p, Color::White)?;
    }
    for &p in &target {
        if board.get(p).is_none() {
            place(&mut board, p, Color::White)?;
        }
    }
    let mut core = walls.clone();
    core.extend(target.iter().copied().chain([throw_in, take]));
    // Every other liberty of the target and the take point's other neighbours black;
    // the other walls keep their liberties, so the plain atari lets White connect.
    let outside: Vec<Point> = target
        .iter()
        .chain(&[take])
        .flat_map(|p| p.neighbors(size))
        .filter(|p| !core.contains(p))
        .collect();
    for p in outside {
        if board.get(p).is_none() {
            place(&mut board, p, Color::Black)?;
        }
        core.push(p);
    }
    let percent = 20 + rng.below(40);
    let reach = 2 + rng.below(2) as i16;
    for p in Point::all(size) {
        let near = |q: Point| {
            (p.col as i16 - q.col as i16).abs() <= reach
                && (p.row as i16 - q.row as i16).abs() <= reach
        };
        if core.contains(&p) || !near(throw_in) || rng.below(100) >= percent {
            continue;
        }
        let color = if rng.below(2) == 0 {
            Color::Black
        } else {
            Color::White
        };
        let _ = board.set_stone(p, color);
    }
    // A wall outside the target keeps room to connect to: two liberties besides the
    // throw-in.
    let open = walls
        .iter()
        .filter(|w| !board.string_stones(wall).contains(w))
        .any(|&w| board.liberties(w) >= 3);
    if !open {
        return Err("no white stone beside the throw-in has room outside".into());
    }
    let t = rng.below(8) as u8;
    let turned = transformed(&board, t);
    let target = super::symmetry::transform(wall, size, t);
    if snapback_at(&turned, target).is_none() {
        return Err("the stones drawn spoil the snapback".into());
    }
    // White would take a weak stone around its string instead of the throw-in.
    let weak = crate::reading::touching(&turned, target)
        .iter()
        .any(|s| s.liberties.len() < 2);
    if weak {
        return Err("a black string beside the target is in atari".into());
    }
    Ok(Candidate {
        board: turned,
        goal: Goal::Capture(target),
    })
}

fn place(board: &mut Board, p: Point, color: Color) -> Result<(), String> {
    board
        .set_stone(p, color)
        .map_err(|_| "the core does not fit".to_string())
}

/// The throw-in of a snapback against the white string at `target`, if there is one:
/// Black's stone there captures nothing and keeps one liberty, White's capture of it
/// leaves White's string in atari on the same point, and Black's retaking there takes
/// two stones or more.
pub fn snapback_at(board: &Board, target: Point) -> Option<Point> {
    board.liberty_points(target).into_iter().find(|&at| {
        let mut after = board.clone();
        if after.play(at, Color::Black) != Ok(0) || after.liberties(at) != 1 {
            return false;
        }
        let Some(&take) = after.liberty_points(at).first() else {
            return false;
        };
        if after.play(take, Color::White) != Ok(1) || after.get(target).is_none() {
            return false;
        }
        after.liberty_points(target) == [at] && after.play(at, Color::Black).is_ok_and(|n| n >= 2)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White takes the throw-in on D1 and is left in atari on E1, where Black takes five.
    #[test]
    fn finds_the_throw_in() {
        let board = Board::from_picture(
            ".........
             .........
             .........
             .........
             .........
             .........
             ...XXX...
             ..XOOOX..
             ..X..OX..",
        )
        .expect("picture");
        let at = |s| Point::parse_gtp(s, 9).unwrap();
        assert_eq!(snapback_at(&board, at("D2")), Some(at("E1")));
    }

    /// With a liberty more outside, White's capture of the throw-in is no snapback.
    #[test]
    fn no_throw_in_with_a_liberty_outside() {
        let board = Board::from_picture(
            ".........
             .........
             .........
             .........
             .........
             .........
             ...X.X...
             ..XOOOX..
             ..X..OX..",
        )
        .expect("picture");
        assert_eq!(
            snapback_at(&board, Point::parse_gtp("D2", 9).unwrap()),
            None
        );
    }

    /// The same seed makes the same snapbacks, each proved by the check.
    #[test]
    fn same_seed_same_snapbacks() {
        let order = Order {
            seed: 3,
            per_category: 2,
            candidates: 20_000,
            tier: None,
            minutes: None,
        };
        let made = super::super::tests::made_twice(make_snapback, order);
        assert_eq!(made.len(), 2);
        assert!(made.iter().all(|p| p.category == Some(Category::Snapback)));
    }
}
