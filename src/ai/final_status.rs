//! Which stones are dead, alive or in seki at the count, from an ownership: the rule the
//! computer's suggestion for settling, GTP's `final_status_list`, the search's counted ends
//! and the player's decision to pass all ask, through [`status`]. Pure: it runs no search
//! (the searching judgement, [`crate::ai::judge`], sits above the search and calls it).
//!
//! The rule is KataGo's (`computeAnticipatedStatusesWithOwnership` in
//! `cpp/program/playutils.cpp`): a string lives only if its stones' mean ownership for its
//! own colour exceeds [`ALIVE_MEAN`] and its worst stone's exceeds [`ALIVE_WORST`]. Unsure
//! means dead: at the end of a game a string that cannot show it lives does not. A string
//! the ownership leaves unsure lives if the board shows it joins a living string whatever
//! the other side does (two ways to connect, a miai): an open board's ownership cannot.
//! A living string is in seki by the count's own rule ([`seki_stones`]), so that the
//! judgement and the count never disagree on which strings are in seki.

use crate::engine::board::GoString;
use crate::engine::scoring::seki_stones;
use crate::engine::{Board, Color, Point};

/// A living string's stones are its own colour's by more than this on average.
pub const ALIVE_MEAN: f32 = 0.2;
/// And none of its stones is the other colour's by more than this.
pub const ALIVE_WORST: f32 = -0.6;

/// A string's status at the count, as GTP's `final_status_list` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalStatus {
    Alive,
    Dead,
    Seki,
}

/// Every string on `board` with its status, given `ownership`: Black's view, row-major
/// (row 0 at the top, as [`Point::index`]), -1 surely White's ..= 1 surely Black's.
pub fn status(board: &Board, ownership: &[f32]) -> Vec<(FinalStatus, Vec<Point>)> {
    let own = |p: Point| ownership.get(p.index(board.size())).copied().unwrap_or(0.0);
    let strings = board.strings();
    let mut dead: Vec<bool> = strings
        .iter()
        .map(|s| {
            let sign = if s.color == Color::Black { 1.0 } else { -1.0 };
            let mine = s.stones.iter().map(|&p| sign * own(p));
            let (sum, worst) = mine.fold((0.0, f32::INFINITY), |(sum, w), o| (sum + o, w.min(o)));
            let mean = sum / s.stones.len() as f32;
            !(mean > ALIVE_MEAN && worst > ALIVE_WORST)
        })
        .collect();
    // A string that joins a living one whatever the other side does lives with it; each
    // string that does so may let another join it in turn.
    while let Some(i) =
        (0..strings.len()).find(|&i| dead[i] && joins_life(board, &strings, &dead, i))
    {
        dead[i] = false;
    }
    let mut dead_stones = vec![false; usize::from(board.size()).pow(2)];
    for (s, _) in strings.iter().zip(&dead).filter(|(_, &d)| d) {
        for p in &s.stones {
            dead_stones[p.index(board.size())] = true;
        }
    }
    let seki = seki_stones(board, &dead_stones);
    strings
        .into_iter()
        .zip(dead)
        .map(|(s, d)| {
            let status = if d {
                FinalStatus::Dead
            } else if seki[s.stones[0].index(board.size())] {
                FinalStatus::Seki
            } else {
                FinalStatus::Alive
            };
            (status, s.stones)
        })
        .collect()
}

/// Whether `p` is a liberty of a string of `color` that `dead` leaves alive.
fn living_liberty(strings: &[GoString], dead: &[bool], color: Color, p: Point) -> bool {
    strings
        .iter()
        .zip(dead)
        .any(|(s, &d)| !d && s.color == color && s.liberties.contains(&p))
}

/// Whether string `i` can always join a living string of its colour: two of its
/// liberties each touch one, and whichever of them the other side takes (without
/// capturing), a stone on the other joins it to a living string with two liberties or
/// more (a miai). The ownership of a board left open is unsure of a cutting stone that
/// the board shows cannot be cut off; the game it came from settled it so (GNU Go self-play
/// 9x9 game 120 of `measure.sh dead`, where KataGo's play-out connects it).
fn joins_life(board: &Board, strings: &[GoString], dead: &[bool], i: usize) -> bool {
    let s = &strings[i];
    // `s` is dead, so a living string of its colour on one of its liberties is another.
    let joins: Vec<Point> = s
        .liberties
        .iter()
        .copied()
        .filter(|&l| living_liberty(strings, dead, s.color, l))
        .collect();
    let holds = |taken: Point, joined: Point| {
        let mut after = board.clone();
        if matches!(after.play(taken, s.color.opposite()), Ok(n) if n > 0) {
            return false;
        }
        after.play(joined, s.color).is_ok()
            && after.get(s.stones[0]) == Some(s.color)
            && after.liberties(joined) >= 2
    };
    joins
        .iter()
        .enumerate()
        .any(|(k, &a)| joins[k + 1..].iter().any(|&b| holds(a, b) && holds(b, a)))
}

/// One stone of each dead string: what settling marks (a mark takes the whole string).
pub fn dead_strings(board: &Board, ownership: &[f32]) -> Vec<Point> {
    first_of_dead(status(board, ownership))
}

/// One stone of each string `statuses` calls dead.
pub fn first_of_dead(statuses: Vec<(FinalStatus, Vec<Point>)>) -> Vec<Point> {
    statuses
        .into_iter()
        .filter(|(status, _)| *status == FinalStatus::Dead)
        .filter_map(|(_, stones)| stones.first().copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ownership from a picture: `B`/`W` surely that side's, `b`/`w` leaning to it,
    /// `.` nobody's.
    fn ownership(picture: &str) -> Vec<f32> {
        picture
            .split_whitespace()
            .flat_map(|row| row.chars())
            .map(|c| match c {
                'B' => 1.0,
                'b' => 0.6,
                'W' => -1.0,
                'w' => -0.6,
                _ => 0.0,
            })
            .collect()
    }

    fn statuses(board: &str, owner: &str) -> Vec<(FinalStatus, Vec<Point>)> {
        let board = Board::from_picture(board).expect("picture");
        status(&board, &ownership(owner))
    }

    /// A white stone deep in Black's area is dead; the strings around it live.
    #[test]
    fn a_stone_in_the_other_sides_area_is_dead() {
        let board = "
            . . . . .
            . X X X .
            . X O . .
            . X X X .
            . . . . .";
        let owner = "BBBBB BBBBB BBBBB BBBBB BBBBB";
        let s = statuses(board, owner);
        let dead: Vec<_> = s
            .iter()
            .filter(|(st, _)| *st == FinalStatus::Dead)
            .collect();
        assert_eq!(dead.len(), 1);
        assert_eq!(dead[0].1, vec![Point::new(2, 2)]);
        assert!(s
            .iter()
            .filter(|(_, stones)| stones.len() > 1)
            .all(|(st, _)| *st == FinalStatus::Alive));
    }

    /// A true seki (each string's only liberties are the two it shares with the other)
    /// is seki for both strings; an eye nobody shares is not.
    #[test]
    fn shared_neutral_liberties_are_seki() {
        let seki = "
            X O . X O .
            X O . X O .
            X O O X O .
            X X X X O .
            O O O O O .
            . . . . . .";
        let owner = "BW.BWW BW.BWW BWWBWW BBBBWW WWWWWW WWWWWW";
        let s = statuses(seki, owner);
        let status_at = |p: Point| s.iter().find(|(_, st)| st.contains(&p)).map(|x| x.0);
        assert_eq!(status_at(Point::new(1, 0)), Some(FinalStatus::Seki));
        assert_eq!(status_at(Point::new(0, 0)), Some(FinalStatus::Seki));
        assert_eq!(status_at(Point::new(4, 0)), Some(FinalStatus::Alive));
        let eye = "
            X O . O X
            X O . O X
            X O O O X
            X X X X X
            . . . . .";
        let owner = "BW.WB BW.WB BWWWB BBBBB BBBBB";
        assert!(statuses(eye, owner)
            .iter()
            .all(|(st, _)| *st == FinalStatus::Alive));
    }

    /// Seki is the count's: open dame between two living walls, a liberty both share that
    /// nobody owns, is no seki, as the count has it (tests/engine_scoring.rs,
    /// `dame_is_not_seki`); each side can fill it safely.
    #[test]
    fn dame_between_walls_is_not_seki() {
        let board = "
            . X . O .
            . X . O .
            . X . O .
            . X . O .
            . X . O .";
        let owner = "BB.WW BB.WW BB.WW BB.WW BB.WW";
        assert!(statuses(board, owner)
            .iter()
            .all(|(st, _)| *st == FinalStatus::Alive));
    }

    /// A cutting stone left unsure by the ownership lives if it has two ways to join a
    /// living string (GNU Go self-play 9x9 game 120, E5: E4 joins D4, F5 joins F4), and
    /// is not in seki; with one way it stays dead.
    #[test]
    fn a_stone_with_two_ways_to_join_life_lives() {
        let board = "
            . . . . . . . . .
            . . . . . O O X .
            . . . . . . . . .
            . X . O O O X X .
            . . . O X . X . .
            . . X X . X O X X
            . . . . . X O O X
            . . . . X O . O O
            . . . . X O O . .";
        let owner = "
            .........
            .....WWB.
            .........
            .B.WWWBB.
            ...W..B..
            ..BB.BWBB
            .....BWWB
            ....BW.WW
            ....BWW..";
        let e5 = Point::new(4, 4);
        let status_at = |s: &[(FinalStatus, Vec<Point>)], p: Point| {
            s.iter().find(|(_, st)| st.contains(&p)).map(|x| x.0)
        };
        let s = statuses(board, owner);
        assert_eq!(status_at(&s, e5), Some(FinalStatus::Alive));
        // White on F5 first: E5 keeps one way (E4) and stays dead.
        let one_way = board.replacen("O X . X", "O X O X", 1);
        let s = statuses(&one_way, owner);
        assert_eq!(status_at(&s, e5), Some(FinalStatus::Dead));
    }

    /// Unsure means dead: a string only leaning its own way (below the mean) or with one
    /// stone deep in the other side's hands is dead; one stone of each dead string is
    /// what settling marks.
    #[test]
    fn only_clear_life_is_alive() {
        let board = Board::from_picture(
            "
            . . . . .
            . O . X .
            . . . . .
            . X . O .
            . . . . .",
        )
        .expect("picture");
        // B2 (1,1) is White's and D2 Black's: both alive, as are the leaning lower ones.
        let owner = ownership("..... .wbb. ..... .bbw. .....");
        assert!(dead_strings(&board, &owner).is_empty());
        // Unsure: the same lean at a third of the strength is below ALIVE_MEAN.
        let unsure: Vec<f32> = owner.iter().map(|o| o * 0.3).collect();
        assert_eq!(dead_strings(&board, &unsure).len(), 4);
        // A string whose mean lives but whose worst stone is the other side's.
        let three = Board::from_picture(". . . . .\nX X X . .\n. . . . .\n. . . . .\n. . . . .")
            .expect("picture");
        let split = ownership("..... BBW.. ..... ..... .....");
        assert_eq!(dead_strings(&three, &split), vec![Point::new(0, 1)]);
    }
}
