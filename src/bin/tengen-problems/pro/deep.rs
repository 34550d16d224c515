//! The deep search of a short-listed position, and the problem it makes when one move is
//! clearly best and the fight is local (the criteria are [`tengen::problems::from_game`]'s,
//! which the page's problems from mistakes share): the answer with the line after it, the
//! network's most tempting wrong tries with the search's refutations, a category from the
//! engine's facts, a tier and rating from how far the answer sits from the network's
//! instinct.

use super::records::{GameInfo, GamePosition};
use super::screen::game_of;
use super::ProOrder;
use tengen::ai::search::{Candidate, Search, SearchParams, Value};
use tengen::ai::Evaluate;
use tengen::engine::{Game, Move, Point};
use tengen::problems::from_game::{
    bounds, category, clearly_better, difference, local, points, rating, rival, steps, task, tier,
    zoom, EVEN, LOCAL, MARGIN, WIN_MARGIN, WRONG_TRIES,
};
use tengen::problems::{Position, Problem, Verdict};

/// How many of the network's most likely wrong moves are read for the wrong tries.
const TRIES_LOOKED_AT: usize = 6;
/// The seed of the confirming search.
const CONFIRM_SEED: u64 = 0x5eed;

/// What the search found for one move: its value for the solver and the moves after it.
struct Read {
    at: Point,
    value: Value,
    line: Vec<Move>,
}

/// The search's parameters for the problems: plain full strength, no resigning.
fn params(visits: u32) -> SearchParams {
    SearchParams {
        visits,
        resign: None,
        tree_ownership: true,
        ..SearchParams::FULL
    }
}

/// The solver's worth after the move that led to `game`'s position, from a search of
/// `visits`, with the best line from there (the reply first) and the tree's ownership.
fn read_after(
    net: &mut dyn Evaluate,
    game: &Game,
    visits: u32,
    seed: u64,
) -> (Value, Vec<Move>, Vec<f32>) {
    let mut search = Search::new(game, params(visits), seed);
    search.run(net, &clock, &mut |_| true);
    let value = search.root_value().map_or(EVEN, Value::flip);
    let best = search.best();
    let line = search.principal_variation(best);
    let ownership = search.tree_ownership().unwrap_or_default();
    (value, line, ownership)
}

/// The problem a short-listed position makes, or why it makes none.
pub fn read_deeply(
    net: &mut dyn Evaluate,
    position: &GamePosition,
    info: &GameInfo,
    order: ProOrder,
) -> Result<Problem, String> {
    let board = &position.board;
    let solver = position.to_play;
    let game = game_of(board, solver);
    let mut search = Search::new(&game, params(order.visits), order.seed);
    search.run(net, &clock, &mut |_| true);
    let candidates = search.candidates();
    let Some(Move::Place(answer)) = Some(search.best()) else {
        return Err("search: the best move is a pass".into());
    };
    let answer_node = candidates
        .iter()
        .find(|c| c.mv == Move::Place(answer))
        .ok_or("search: the best move is not a root move")?;
    let answer_value = answer_node.value.unwrap_or(EVEN);
    let total: u32 = candidates.iter().map(|c| c.visits).sum();
    let rivals = candidates
        .iter()
        .filter(|c| c.mv != Move::Place(answer))
        .filter(|c| rival(c.visits, total));
    for c in rivals {
        if !clearly_better(answer_value, c.value.unwrap_or(EVEN)) {
            return Err("search: another move comes close".into());
        }
    }
    // The wrong tries: the network's most likely moves besides the answer, each read on.
    let mut by_prior: Vec<&Candidate> = candidates.iter().collect();
    by_prior.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let rank = by_prior
        .iter()
        .position(|c| c.mv == Move::Place(answer))
        .unwrap_or(by_prior.len());
    let prior = answer_node.prior;
    let answer_line = search.principal_variation(Move::Place(answer));
    let line = local(board, answer, &answer_line[1.min(answer_line.len())..]);
    let mut tries = Vec::new();
    let mut ownerships = Vec::new();
    let tempting = by_prior
        .iter()
        .filter(|c| c.mv != Move::Place(answer))
        .take(TRIES_LOOKED_AT);
    for c in tempting {
        let Move::Place(at) = c.mv else { continue };
        if tries.len() == WRONG_TRIES {
            break;
        }
        let mut after = game.clone();
        if after.play(c.mv).is_err() {
            continue;
        }
        let seed = order.seed ^ (at.col as u64) << 8 ^ at.row as u64;
        let (value, line, ownership) = read_after(net, &after, order.visits / 4, seed);
        if !clearly_better(answer_value, value) {
            return Err("search: a tempting move comes close".into());
        }
        // A try the opponent answers elsewhere shows nothing on the board: the next one.
        let line = local(board, at, &line);
        if line.is_empty() {
            continue;
        }
        ownerships.push(ownership);
        tries.push(Read { at, value, line });
    }
    if tries.len() < 2 {
        return Err("search: fewer than two wrong tries refuted nearby".into());
    }
    let mut region = vec![answer];
    region.extend(points(&line));
    for t in &tries {
        region.push(t.at);
        region.extend(points(&t.line).into_iter().take(2));
    }
    let (from, to) = bounds(&region);
    if to.col - from.col >= LOCAL || to.row - from.row >= LOCAL {
        return Err("not local: the answer, its line and the tries spread wide".into());
    }
    let owned = search.tree_ownership().unwrap_or_default();
    let category = category(
        board,
        solver,
        answer,
        &line,
        &owned,
        &ownerships,
        position.number,
    )
    .ok_or("no tactic the engine can name")?;
    let depth = line.len() + 1;
    let tier = tier(rank, prior, depth);
    let rating = rating(prior, depth);
    let gap = difference(answer_value, tries[0].value);
    let mut solution = vec![steps(board, solver, answer, &line, Verdict::Right, gap)];
    for t in &tries {
        let lost = difference(answer_value, t.value);
        solution.push(steps(board, solver, t.at, &t.line, Verdict::Wrong, lost));
    }
    let size = board.size();
    let view = if size >= 13 {
        Some(zoom(size, from, to))
    } else {
        None
    };
    Ok(Problem {
        name: String::new(),
        position: Position::of(board, solver),
        goal: None,
        category: Some(category),
        tier: Some(tier),
        rating: Some(rating),
        view,
        source: format!(
            "{}, move {}. {}",
            info.words(),
            position.number,
            info.credit
        )
        .trim_end()
        .to_string(),
        statement: format!("{solver} to play: {}.", task(category)),
        solution,
    })
}

/// Confirms a problem from a game with a fresh search of `visits` from its position
/// (its own seed: other random symmetries than the search that made it): the move
/// marked right is the search's best, and it is clearly better ([`clearly_better`])
/// than every other move the search visited. Returns why not, in words.
pub fn confirm(net: &mut dyn Evaluate, problem: &Problem, visits: u32) -> Result<(), String> {
    let board = problem.position.board().map_err(|e| e.to_string())?;
    let size = board.size();
    let answer = problem
        .right_answers()
        .next()
        .map(|s| s.mv)
        .ok_or("no move is marked right")?;
    let game = game_of(&board, problem.position.to_play);
    let mut search = Search::new(&game, params(visits), CONFIRM_SEED);
    search.run(net, &clock, &mut |_| true);
    let best = search.best();
    if best != answer {
        return Err(format!(
            "the search plays {}, the answer is {}",
            best.to_gtp(size),
            answer.to_gtp(size)
        ));
    }
    let candidates = search.candidates();
    let total: u32 = candidates.iter().map(|c| c.visits).sum();
    let value = |c: &Candidate| c.value.unwrap_or(EVEN);
    let answer_value = candidates
        .iter()
        .find(|c| c.mv == answer)
        .map_or(EVEN, value);
    let close = candidates.iter().find(|c| {
        c.mv != answer && rival(c.visits, total) && !clearly_better(answer_value, value(c))
    });
    match close {
        Some(c) => Err(format!(
            "{} comes within {MARGIN} points and {WIN_MARGIN} of win rate of the answer",
            c.mv.to_gtp(size)
        )),
        None => Ok(()),
    }
}

/// Seconds, for the search (the tool runs natively; compiled for the web, as `cargo
/// clippy --target wasm32` does, the searches here have no time limit to keep).
#[cfg(not(target_arch = "wasm32"))]
fn clock() -> f64 {
    tengen::ai::search::native_clock()
}

#[cfg(target_arch = "wasm32")]
fn clock() -> f64 {
    0.0
}
