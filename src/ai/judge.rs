//! Which stones are dead, alive or in seki at the count, judged from the network's
//! ownership: the computer's suggestion for settling, and GTP's `final_status_list`.
//!
//! A string is judged as a whole, by the mean ownership of its stones: a string the
//! network gives to the other side beyond [`DEAD`] is dead. A living string is in seki
//! when it shares a liberty that nobody owns with a living string of the other colour
//! (seki points count for nobody under every ruleset we offer). Only a suggestion:
//! players change the marks before they agree.

use super::Evaluate;
use crate::engine::{Board, Color, Event, Game, GameRecord, GoString, Move, Point};

/// How far a string's mean ownership must lean to the other side for it to be dead
/// (calibrated against GNU Go's `final_status_list dead` by `scripts/measure.sh dead`).
pub const DEAD: f32 = 0.4;
/// A liberty owned less than this either way belongs to nobody.
const NEUTRAL: f32 = 0.5;

/// A stone's status at the count, as GTP's `final_status_list` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    Seki,
}

/// Every string on `board` with its status, given `ownership`: Black's view, row-major
/// (row 0 at the top, as [`Point`]), -1 surely White's ..= 1 surely Black's.
pub fn judge(board: &Board, ownership: &[f32]) -> Vec<(Status, Vec<Point>)> {
    judge_with(board, ownership, DEAD)
}

/// [`judge`] with another threshold for dead strings than [`DEAD`].
pub fn judge_with(board: &Board, ownership: &[f32], dead_below: f32) -> Vec<(Status, Vec<Point>)> {
    let size = usize::from(board.size());
    let own = |p: Point| {
        let i = usize::from(p.row) * size + usize::from(p.col);
        ownership.get(i).copied().unwrap_or(0.0)
    };
    let strings = board.strings();
    // Each string's mean ownership, for its own colour, and its weight (stones).
    let mine: Vec<f32> = strings
        .iter()
        .map(|s| {
            let mean = s.stones.iter().map(|&p| own(p)).sum::<f32>() / s.stones.len() as f32;
            if s.color == Color::Black {
                mean
            } else {
                -mean
            }
        })
        .collect();
    let groups = groups(&strings);
    let dead: Vec<bool> = (0..strings.len())
        .map(|i| {
            // An unsure string that leans to the other side shares its group's fate (a
            // lone stone beside a dead group: the network hedges on it, GNU Go does not).
            let group = &groups[i];
            let stones: usize = group.iter().map(|&j| strings[j].stones.len()).sum();
            let group_mine = group
                .iter()
                .map(|&j| mine[j] * strings[j].stones.len() as f32)
                .sum::<f32>()
                / stones as f32;
            mine[i] < -dead_below || (mine[i] < 0.0 && group_mine < -dead_below)
        })
        .collect();
    let alive_liberty = |color: Color, p: Point| {
        strings
            .iter()
            .zip(&dead)
            .any(|(s, &d)| !d && s.color == color && s.liberties.contains(&p))
    };
    strings
        .iter()
        .zip(&dead)
        .map(|(s, &d)| {
            let seki = !d
                && s.liberties
                    .iter()
                    .any(|&l| own(l).abs() < NEUTRAL && alive_liberty(s.color.opposite(), l));
            let status = match (d, seki) {
                (true, _) => Status::Dead,
                (false, true) => Status::Seki,
                (false, false) => Status::Alive,
            };
            (status, s.stones.clone())
        })
        .collect()
}

/// For each string, the strings of its colour it shares a liberty with, through any
/// number of steps (itself included): what players see as one group.
fn groups(strings: &[GoString]) -> Vec<Vec<usize>> {
    let mut group: Vec<usize> = (0..strings.len()).collect();
    fn root(group: &mut [usize], mut i: usize) -> usize {
        while group[i] != i {
            group[i] = group[group[i]];
            i = group[i];
        }
        i
    }
    for (i, a) in strings.iter().enumerate() {
        for (j, b) in strings.iter().enumerate().skip(i + 1) {
            if a.color == b.color && a.liberties.iter().any(|l| b.liberties.contains(l)) {
                let (ri, rj) = (root(&mut group, i), root(&mut group, j));
                group[ri] = rj;
            }
        }
    }
    let roots: Vec<usize> = (0..strings.len()).map(|i| root(&mut group, i)).collect();
    roots
        .iter()
        .map(|&r| (0..strings.len()).filter(|&j| roots[j] == r).collect())
        .collect()
}

/// The network's ownership of `game`'s points in Black's view (see [`judge`]), averaged
/// over its eight symmetries: one look steadier than any single one.
pub fn black_ownership(evaluator: &mut dyn Evaluate, game: &Game) -> Vec<f32> {
    let batch: Vec<_> = (0..8).map(|s| (game, s)).collect();
    let looks = evaluator.evaluate(&batch);
    // The network speaks for the player to move.
    let sign = if game.to_move() == Color::Black {
        1.0
    } else {
        -1.0
    };
    let points = looks.first().map_or(0, |e| e.ownership.len());
    (0..points)
        .map(|i| sign * looks.iter().map(|e| e.ownership[i]).sum::<f32>() / looks.len() as f32)
        .collect()
}

/// How many of the passes that end a game the judged position keeps: one, so the player
/// who passed last is to move, as when they passed. With the first passer to move (no
/// pass kept, or both) the network gives that player's unsettled stones their move and
/// hedges: on a 9x9 board a lone black stone in White's four-column area after Black
/// then White passed is Black's by 0.64 with Black to move, White's by 0.90 with White
/// to move. Measured against GNU Go (`scripts/deadstones.py --passes 0,1,2`), games
/// judged identically at [`DEAD`]: 60 9x9 level-3 games, 59 / 59 / 58 with none, one
/// or both passes kept; 283 counted 19x19 professional records, 260 / 259 / 258.
pub const PASSES_KEPT: usize = 1;

/// The position the judgement looks at for a game whose passes ended it: `record` with
/// [`PASSES_KEPT`] of those passes (the page's suggestion and GTP's `final_status_list`
/// both judge this one).
pub fn judged_record(record: &GameRecord) -> GameRecord {
    keeping_passes(record, PASSES_KEPT)
}

/// `record` before the passes that end it (and a resumption after them, as GTP plays
/// on), with the first `keep` of those passes put back.
pub fn keeping_passes(record: &GameRecord, keep: usize) -> GameRecord {
    let closing = record
        .events
        .iter()
        .rev()
        .take_while(|e| matches!(e, Event::Play { mv: Move::Pass, .. } | Event::Resume))
        .count();
    let start = record.events.len() - closing;
    let passes = record.events[start..]
        .iter()
        .filter(|e| matches!(e, Event::Play { .. }))
        .take(keep)
        .cloned()
        .collect::<Vec<_>>();
    let mut record = record.clone();
    record.events.truncate(start);
    record.events.extend(passes);
    record
}

/// One stone of each dead string: what settling marks (a mark takes the whole string).
pub fn dead_strings(board: &Board, ownership: &[f32]) -> Vec<Point> {
    judge(board, ownership)
        .into_iter()
        .filter(|(status, _)| *status == Status::Dead)
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

    fn statuses(board: &str, owner: &str) -> Vec<(Status, Vec<Point>)> {
        let board = Board::from_picture(board).expect("picture");
        judge(&board, &ownership(owner))
    }

    /// The judged position keeps the first of the closing passes: after both passes (and
    /// after GTP's resumption) as after one; a game with no closing pass stays as it is.
    #[test]
    fn the_judged_position_keeps_one_closing_pass() {
        let rules = crate::engine::Rules::preset("aga").expect("aga");
        let picture = ". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .";
        let mut g = Game::from_picture(rules, picture, Color::White).expect("picture");
        g.play(Move::Place(Point::new(0, 0))).expect("a move");
        let played = g.record().clone();
        assert_eq!(judged_record(&played), played);
        g.play(Move::Pass).expect("a pass");
        let one_pass = g.record().clone();
        g.play(Move::Pass).expect("a pass");
        assert_eq!(judged_record(g.record()), one_pass);
        g.resume().expect("resume");
        assert_eq!(judged_record(g.record()), one_pass);
        assert_eq!(keeping_passes(g.record(), 0), played);
        assert_eq!(
            keeping_passes(g.record(), 2).events.len(),
            played.events.len() + 2
        );
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
        let dead: Vec<_> = s.iter().filter(|(st, _)| *st == Status::Dead).collect();
        assert_eq!(dead.len(), 1);
        assert_eq!(dead[0].1, vec![Point::new(2, 2)]);
        assert!(s
            .iter()
            .filter(|(_, stones)| stones.len() > 1)
            .all(|(st, _)| *st == Status::Alive));
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
        assert_eq!(status_at(Point::new(1, 0)), Some(Status::Seki));
        assert_eq!(status_at(Point::new(0, 0)), Some(Status::Seki));
        assert_eq!(status_at(Point::new(4, 0)), Some(Status::Alive));
        let eye = "
            X O . O X
            X O . O X
            X O O O X
            X X X X X
            . . . . .";
        let owner = "BW.WB BW.WB BWWWB BBBBB BBBBB";
        assert!(statuses(eye, owner)
            .iter()
            .all(|(st, _)| *st == Status::Alive));
    }

    /// A string only leaning to the other side (an unsettled fight) is not called dead;
    /// one stone of each dead string is what settling marks.
    #[test]
    fn only_clear_cases_are_dead() {
        let board = Board::from_picture(
            "
            . . . . .
            . O . X .
            . . . . .
            . X . O .
            . . . . .",
        )
        .expect("picture");
        let owner = ownership("..... .b.w. ..... ..... .....");
        assert_eq!(
            dead_strings(&board, &owner),
            vec![Point::new(1, 1), Point::new(3, 1)]
        );
        let unsure: Vec<f32> = owner.iter().map(|o| o * 0.5).collect();
        assert!(dead_strings(&board, &unsure).is_empty());
    }
}
