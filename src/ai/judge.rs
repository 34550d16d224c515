//! Which stones are dead, alive or in seki at the count: the computer's suggestion for
//! settling, GTP's `final_status_list`, the search's counted ends and the player's
//! decision to pass all ask [`judge`], one rule on one kind of ownership.
//!
//! The rule is KataGo's (`computeAnticipatedStatusesWithOwnership` in
//! `cpp/program/playutils.cpp`): a string lives only if its stones' mean ownership for its
//! own colour exceeds [`ALIVE_MEAN`] and its worst stone's exceeds [`ALIVE_WORST`]. Unsure
//! means dead: at the end of a game a string that cannot show it lives does not. A living
//! string is in seki when it shares a liberty that nobody owns with a living string of the
//! other colour (seki points count for nobody under every ruleset we offer). And a string
//! the ownership leaves unsure lives if the board shows it joins a living string whatever
//! the other side does (two ways to connect, a miai): an open board's ownership cannot.
//!
//! The ownerships the suggestion and GTP judge are short searches' ([`search_ownerships`]:
//! [`VISITS`] visits from the position the players reached, play resumed, the root's pass
//! never ending the game, and again with its player to move passing once more; see
//! [`judge_looks`]), as KataGo's is: the network alone is unsure exactly where a
//! fight is left open, and a search settles it. Only a suggestion: players change the
//! marks before they agree.

use super::search::{Search, SearchParams};
use super::Evaluate;
use crate::engine::board::GoString;
use crate::engine::board::WHITE_TO_MOVE_KEY;
use crate::engine::{Board, Color, Event, Game, GameRecord, Move, Phase, Point};

/// A living string's stones are its own colour's by more than this on average.
pub const ALIVE_MEAN: f32 = 0.2;
/// And none of its stones is the other colour's by more than this.
pub const ALIVE_WORST: f32 = -0.6;
/// The search behind a judgement (KataGo's `final_status_list` searches at least 100).
pub const VISITS: u32 = 100;
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
    let size = usize::from(board.size());
    let own = |p: Point| {
        let i = usize::from(p.row) * size + usize::from(p.col);
        ownership.get(i).copied().unwrap_or(0.0)
    };
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
    // Such a string is not in seki: its shared liberties are where it joins.
    let mut joined = vec![false; strings.len()];
    while let Some(i) =
        (0..strings.len()).find(|&i| dead[i] && joins_life(board, &strings, &dead, i))
    {
        dead[i] = false;
        joined[i] = true;
    }
    strings
        .iter()
        .zip(&dead)
        .zip(&joined)
        .map(|((s, &d), &joined)| {
            let seki = !d
                && !joined
                && s.liberties.iter().any(|&l| {
                    own(l).abs() < NEUTRAL && living_liberty(&strings, &dead, s.color.opposite(), l)
                });
            let status = match (d, seki) {
                (true, _) => Status::Dead,
                (false, true) => Status::Seki,
                (false, false) => Status::Alive,
            };
            (status, s.stones.clone())
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
    first_stones(judge(board, ownership))
}

fn first_stones(statuses: Vec<(Status, Vec<Point>)>) -> Vec<Point> {
    statuses
        .into_iter()
        .filter(|(status, _)| *status == Status::Dead)
        .filter_map(|(_, stones)| stones.first().copied())
        .collect()
}

/// The position a judgement searches for `record`: its moves up to the last stone and the
/// passes after it, with play resumed if those passes ended it (marks, agreements and
/// earlier resumptions left out). The network then sees the end as KataGo's GTP shows it
/// (the last pass in its history), and the player to move is the one play resumes with.
pub fn judged_record(record: &GameRecord) -> GameRecord {
    let last_stone = record
        .events
        .iter()
        .rposition(|e| {
            matches!(
                e,
                Event::Play {
                    mv: Move::Place(_),
                    ..
                } | Event::Setup(_)
            )
        })
        .map_or(0, |i| i + 1);
    let mut judged = record.clone();
    judged.events.truncate(last_stone);
    judged.events.extend(
        record.events[last_stone..]
            .iter()
            .filter(|e| matches!(e, Event::Play { mv: Move::Pass, .. }))
            .cloned(),
    );
    resumed(judged)
}

/// `record`, with play resumed if its passes have ended it.
fn resumed(mut record: GameRecord) -> GameRecord {
    if Game::replay(&record).is_ok_and(|g| g.phase() == Phase::Settling) {
        record.events.push(Event::Resume);
    }
    record
}

/// The search a judgement runs: the full search for `visits` visits below the root,
/// nothing at random, keeping its tree's ownership, the root's pass never ending the game.
pub fn params(visits: u32) -> SearchParams {
    SearchParams {
        temperature: 0.0,
        oversight: 0.0,
        resign: None,
        tree_ownership: true,
        conservative_pass: true,
        ..SearchParams::FULL.with_visits(visits.saturating_add(1))
    }
}

/// The two positions a judgement of `record` searches: [`judged_record`], whose player to
/// move is the one play resumes with, and the same after that player passes once more,
/// so that each side has the move in one of them. A string that lives only if its own
/// side moves first is unsure in their mean, and so dead.
pub fn judged_records(record: &GameRecord) -> [GameRecord; 2] {
    let first = judged_record(record);
    let mut second = first.clone();
    if let Ok(g) = Game::replay(&first) {
        second.events.push(Event::Play {
            color: g.to_move(),
            mv: Move::Pass,
        });
    }
    [first, resumed(second)]
}

/// The mean of the two searches' ownerships (see [`judged_records`]).
pub fn mean_ownership(a: &[f32], b: &[f32]) -> Vec<f32> {
    a.iter().zip(b).map(|(x, y)| (x + y) / 2.0).collect()
}

/// Every string with its status, from the ownerships of [`judged_records`]' two searches
/// (Black's view): judged on their mean, and dead too where the first alone, the position
/// as the players left it with its player to move, calls it dead (KataGo's one search).
/// The mean alone left an invader standing in a five-line area whose owner was to move.
pub fn judge_looks(board: &Board, first: &[f32], second: &[f32]) -> Vec<(Status, Vec<Point>)> {
    let as_left = judge(board, first);
    judge(board, &mean_ownership(first, second))
        .into_iter()
        .zip(as_left)
        .map(|((status, stones), (alone, _))| {
            let dead = status == Status::Dead || alone == Status::Dead;
            (if dead { Status::Dead } else { status }, stones)
        })
        .collect()
}

/// One stone of each string [`judge_looks`] calls dead.
pub fn dead_strings_of_looks(board: &Board, first: &[f32], second: &[f32]) -> Vec<Point> {
    first_stones(judge_looks(board, first, second))
}

/// The seed of a judgement's search of `game`: drawn from its stones and its player to
/// move, so that the same position is judged the same way every time it is asked (the
/// symmetries a search draws move a string near [`ALIVE_MEAN`] to either side).
pub fn position_seed(game: &Game) -> u64 {
    let to_move = match game.to_move() {
        Color::Black => 0,
        Color::White => WHITE_TO_MOVE_KEY,
    };
    game.board().hash() ^ to_move
}

/// The ownerships a judgement of `game` weighs (Black's view): the searches of
/// [`judged_records`]' two positions, [`VISITS`] visits each, seeded by
/// [`position_seed`]; `clock` gives seconds.
pub fn search_ownerships(
    evaluator: &mut dyn Evaluate,
    game: &Game,
    clock: &dyn Fn() -> f64,
) -> [Vec<f32>; 2] {
    let seed = position_seed(game);
    judged_records(game.record()).map(|record| {
        let judged = Game::replay(&record).unwrap_or_else(|_| game.clone());
        let mut search = Search::new(&judged, params(VISITS), seed);
        search.run(evaluator, clock, &mut |_| true);
        search
            .tree_ownership()
            .unwrap_or_else(|| vec![0.0; usize::from(game.size()).pow(2)])
    })
}

/// Every string of `game` with its status, judged by [`judge_looks`] on
/// [`search_ownerships`].
pub fn judge_game(
    evaluator: &mut dyn Evaluate,
    game: &Game,
    clock: &dyn Fn() -> f64,
) -> Vec<(Status, Vec<Point>)> {
    let [first, second] = search_ownerships(evaluator, game, clock);
    judge_looks(game.board(), &first, &second)
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

    /// The judged position ends with the passes after the last stone and play resumed
    /// after two; a game still being played stays as it is.
    #[test]
    fn the_judged_position_resumes_after_the_passes() {
        let rules = crate::engine::Rules::preset("aga").expect("aga");
        let picture = ". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .";
        let mut g = Game::from_picture(rules, picture, Color::White).expect("picture");
        g.play(Move::Place(Point::new(0, 0))).expect("a move");
        let played = g.record().clone();
        assert_eq!(judged_record(&played), played);
        g.play(Move::Pass).expect("a pass");
        assert_eq!(judged_record(g.record()), *g.record());
        g.play(Move::Pass).expect("a pass");
        let mut resumed = g.record().clone();
        resumed.events.push(Event::Resume);
        assert_eq!(judged_record(g.record()), resumed);
        g.toggle_dead(Point::new(2, 2)).expect("a mark");
        assert_eq!(judged_record(g.record()), resumed);
        let judged = Game::replay(&resumed).expect("replays");
        assert_eq!(judged.phase(), Phase::Playing);
        assert_eq!(judged.to_move(), Color::Black);
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
        let status_at = |s: &[(Status, Vec<Point>)], p: Point| {
            s.iter().find(|(_, st)| st.contains(&p)).map(|x| x.0)
        };
        let s = statuses(board, owner);
        assert_eq!(status_at(&s, e5), Some(Status::Alive));
        // White on F5 first: E5 keeps one way (E4) and stays dead.
        let one_way = board.replacen("O X . X", "O X O X", 1);
        let s = statuses(&one_way, owner);
        assert_eq!(status_at(&s, e5), Some(Status::Dead));
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
