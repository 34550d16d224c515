//! The searching judgement at the count: which stones are dead, alive or in seki in a
//! game the players have ended, as the computer's suggestion for settling and GTP's
//! `final_status_list` give it. It sits above the search, as KataGo keeps `program/` above
//! `search/`: it runs short searches and reads their ownership by the pure rule of
//! [`crate::ai::final_status`], which the search itself uses for its counted ends.
//!
//! The ownerships the suggestion and GTP judge are short searches' ([`search_ownerships`]:
//! [`VISITS`] visits from the position the players reached, play resumed, the root's pass
//! never ending the game, and again with its player to move passing once more; see
//! [`judge_looks`]), as KataGo's is: the network alone is unsure exactly where a
//! fight is left open, and a search settles it. Only a suggestion: players change the
//! marks before they agree.

use super::final_status::{first_of_dead, status, FinalStatus};
use super::search::{Search, SearchParams};
use super::Evaluate;
use crate::engine::board::WHITE_TO_MOVE_KEY;
use crate::engine::{Board, Color, Event, Game, GameRecord, Move, Phase, Point};

/// The search behind a judgement (KataGo's `final_status_list` searches at least 100).
pub const VISITS: u32 = 100;

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
pub fn judge_looks(board: &Board, first: &[f32], second: &[f32]) -> Vec<(FinalStatus, Vec<Point>)> {
    let as_left = status(board, first);
    status(board, &mean_ownership(first, second))
        .into_iter()
        .zip(as_left)
        .map(|((status, stones), (alone, _))| {
            let dead = status == FinalStatus::Dead || alone == FinalStatus::Dead;
            (if dead { FinalStatus::Dead } else { status }, stones)
        })
        .collect()
}

/// One stone of each string [`judge_looks`] calls dead.
pub fn dead_strings_of_looks(board: &Board, first: &[f32], second: &[f32]) -> Vec<Point> {
    first_of_dead(judge_looks(board, first, second))
}

/// The seed of a judgement's search of `game`: drawn from its stones and its player to
/// move, so that the same position is judged the same way every time it is asked (the
/// symmetries a search draws move a string near [`crate::ai::final_status::ALIVE_MEAN`] to either side).
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
) -> Vec<(FinalStatus, Vec<Point>)> {
    let [first, second] = search_ownerships(evaluator, game, clock);
    judge_looks(game.board(), &first, &second)
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
