//! Passing well at the end, on top of the search's choice and the network's ownership,
//! each correction a switch of the search's parameters ([`EndingSwitches`]), every dead
//! stone judged by [`status`]:
//!
//! - `pass_back`: it answers a pass with a pass when the game, counted now, is won, and
//!   after the opponent's pass it does not pass back into a lost count.
//! - `fill_dame_before_pass`: where removing dead stones and filling neutral points costs
//!   nothing (area and classic counting, where dead stones are captured or count as they
//!   stand), it does not pass while dead opponent stones stand in its area or a neutral
//!   point it can fill safely remains.
//! - `keep_territory`: under territory counting it does not fill its own territory: it
//!   passes instead.

use crate::ai::final_status::{status, FinalStatus};
use crate::ai::search::{end, Candidate, EndingSwitches, Search};
use crate::ai::Evaluation;
use crate::engine::{Color, Counting, Game, Move, Phase, Point};

/// How sure the ownership must be that a point is settled.
const SURE: f32 = 0.8;
/// A point owned less than this either way is neutral.
const NEUTRAL: f32 = 0.5;
/// How much worse than the chosen move a pass may look and still be preferred to
/// filling own territory (utility, win minus loss plus score terms).
const TERRITORY_SLACK: f32 = 0.05;

/// The search's choice `mv`, corrected for the end of the game.
pub fn finish(game: &Game, search: &Search, mv: Move) -> Move {
    let Some(e) = search.root_evaluation() else {
        return mv;
    };
    let EndingSwitches {
        pass_back,
        fill_dame_before_pass,
        keep_territory,
    } = search.params().ending;
    let candidates = search.candidates();
    let pass = candidates.iter().find(|c| c.mv == Move::Pass);
    let pass_back = if pass_back {
        passing_back_wins(game, e)
    } else {
        None
    };
    if pass_back == Some(true) {
        return Move::Pass;
    }
    let counting = game.rules().counting;
    let cleans_up = matches!(counting, Counting::Area | Counting::Classic);
    if mv == Move::Pass && cleans_up && fill_dame_before_pass {
        if let Some(p) = cleanup_point(game, e) {
            return Move::Place(p);
        }
    }
    if let (Move::Place(p), Counting::Territory { .. }, true) = (mv, counting, keep_territory) {
        let chosen = candidates.iter().find(|c| c.mv == mv);
        if in_own_territory(game, e, p) && pass_is_as_good(pass, chosen) {
            return Move::Pass;
        }
    }
    if mv == Move::Pass && pass_back == Some(false) {
        // The search may have gone to the pass alone: then the network's favourite.
        let placement = best_placement(&candidates).map(|c| c.mv);
        if let Some(mv) = placement.or_else(|| network_placement(game, e).map(Move::Place)) {
            return mv;
        }
    }
    mv
}

/// Whether a pass now ends the game (the opponent passed) with a win: None if play
/// would go on. After two passes the board is counted with the dead stones the
/// network's ownership shows.
fn passing_back_wins(game: &Game, e: &Evaluation) -> Option<bool> {
    let me = game.to_move();
    let mut after = game.clone();
    after.play(Move::Pass).ok()?;
    let result = match after.phase() {
        Phase::Playing => return None,
        Phase::Finished => after.result()?,
        Phase::Settling => end::settled_result(&after, &e.black_ownership(me)),
    };
    Some(result.winner == Some(me))
}

/// Ownership of a point from the view of the player to move.
fn owned(game: &Game, e: &Evaluation, p: Point) -> f32 {
    e.ownership
        .get(p.index(game.size()))
        .copied()
        .unwrap_or(0.0)
}

/// A safe move that removes a dead opponent stone from the player's area or fills a
/// neutral point between living stones, the network's favourite among them.
fn cleanup_point(game: &Game, e: &Evaluation) -> Option<Point> {
    let me = game.to_move();
    let board = game.board();
    let size = game.size();
    let dead: Vec<Point> = status(board, &e.black_ownership(me))
        .into_iter()
        .filter(|(status, _)| *status == FinalStatus::Dead)
        .flat_map(|(_, stones)| stones)
        .collect();
    let policy = |p: Point| e.policy.get(p.index(size)).copied().unwrap_or(0.0);
    Point::all(size)
        .filter(|&p| board.get(p).is_none() && game.is_legal(me, p))
        .filter(|&p| !board.is_true_eye(p, me))
        .filter(|&p| {
            let stone = |c: Color| p.neighbors(size).filter(move |&n| board.get(n) == Some(c));
            let dead_next = stone(me.opposite()).any(|n| dead.contains(&n));
            let mine = owned(game, e, p);
            let neutral = mine.abs() < NEUTRAL
                && stone(me).any(|n| !dead.contains(&n))
                && stone(me.opposite()).any(|n| !dead.contains(&n));
            (dead_next && mine > 0.0) || neutral
        })
        .filter(|&p| !self_atari(game, p))
        .max_by(|&a, &b| policy(a).total_cmp(&policy(b)))
}

/// The network's favourite legal move that neither fills an eye of the player's nor
/// puts its own stones in atari, among equals the point least the player's.
fn network_placement(game: &Game, e: &Evaluation) -> Option<Point> {
    let me = game.to_move();
    let board = game.board();
    let policy = |p: Point| e.policy.get(p.index(game.size()));
    let key = |p: Point| (policy(p).copied().unwrap_or(0.0), -owned(game, e, p));
    Point::all(game.size())
        .filter(|&p| board.get(p).is_none() && game.is_legal(me, p))
        .filter(|&p| !board.is_true_eye(p, me) && !self_atari(game, p))
        .max_by(|&a, &b| {
            let ((pa, oa), (pb, ob)) = (key(a), key(b));
            pa.total_cmp(&pb).then(oa.total_cmp(&ob))
        })
}

/// Whether playing at `p` leaves the new stone's string with one liberty and captures nothing.
fn self_atari(game: &Game, p: Point) -> bool {
    let mut after = game.clone();
    match after.play(Move::Place(p)) {
        Ok(outcome) => outcome.captured.is_empty() && after.board().liberties(p) < 2,
        Err(_) => true,
    }
}

/// An empty point surely the player's, whose neighbours are its stones, its territory or
/// dead opponent stones: playing there only fills its own territory.
fn in_own_territory(game: &Game, e: &Evaluation, p: Point) -> bool {
    let me = game.to_move();
    owned(game, e, p) > SURE
        && p.neighbors(game.size())
            .all(|n| game.board().get(n) == Some(me) || owned(game, e, n) > SURE)
}

/// Whether the search found the pass about as good as the chosen move.
fn pass_is_as_good(pass: Option<&Candidate>, chosen: Option<&Candidate>) -> bool {
    match (pass.and_then(|c| c.value), chosen.and_then(|c| c.value)) {
        (Some(p), Some(c)) => p.utility >= c.utility - TERRITORY_SLACK,
        _ => false,
    }
}

/// The most visited placement.
fn best_placement(candidates: &[Candidate]) -> Option<&Candidate> {
    candidates
        .iter()
        .filter(|c| c.mv != Move::Pass && c.visits > 0)
        .max_by_key(|c| c.visits)
}
