//! The deep search of a short-listed position, and the problem it makes when one move is
//! clearly best and the fight is local: the answer with the line after it, the network's
//! most tempting wrong tries with the search's refutations, a category from the engine's
//! facts, a tier and rating from how far the answer sits from the network's instinct.

use super::records::{GameInfo, GamePosition};
use super::screen::game_of;
use super::{clearly_better, ProOrder, MARGIN, WIN_MARGIN};
use tengen::ai::search::{Candidate, Search, SearchParams, Value};
use tengen::ai::Evaluate;
use tengen::engine::{Board, Color, Game, Move, Point};
use tengen::problems::fact::Fact;
use tengen::problems::{Category, Position, Problem, Step, Verdict};

/// The most moves of the line after the answer, and of a refutation.
const LINE_MOVES: usize = 8;
/// How many of the network's most likely wrong moves are refuted.
const WRONG_TRIES: usize = 3;
/// How many of the network's most likely wrong moves are read for them.
const TRIES_LOOKED_AT: usize = 6;
/// The widest the fight may be, in points, across the answer, its line and the tries.
const LOCAL: u8 = 9;
/// The seed of the confirming search.
const CONFIRM_SEED: u64 = 0x5eed;
/// A root move with this share of the visits counts as a candidate the answer must beat.
const CANDIDATE_SHARE: f32 = 0.02;

/// The worth of an even position, where the search found none.
const EVEN: Value = Value {
    utility: 0.0,
    win_rate: 0.5,
    lead: 0.0,
};

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
        .filter(|c| c.visits as f32 >= CANDIDATE_SHARE * total as f32 && c.visits >= 8);
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
    let tier = match (rank, prior) {
        (0, p) if p >= 0.3 => 4,
        (0..=1, _) => 5,
        (2..=4, _) => 6,
        _ => 7,
    };
    let tier = if depth >= 7 && tier < 7 {
        tier + 1
    } else {
        tier
    };
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

/// What the player is asked, by the category.
fn task(category: Category) -> &'static str {
    match category {
        Category::Escape | Category::ConnectToSave => "save the stones in danger",
        Category::LifeAndDeath => "find the move that decides the group's life",
        Category::CutOrConnect => "find the cut or the connection that matters",
        Category::Endgame => "find the largest move",
        _ => "find the move that captures",
    }
}

/// The moves of a line while they stay near the fight (within four points of a move
/// already in it) and on the board, at most [`LINE_MOVES`].
fn local(board: &Board, first: Point, line: &[Move]) -> Vec<Move> {
    let mut seen = vec![first];
    let mut out = Vec::new();
    for &mv in line.iter().take(LINE_MOVES) {
        let Move::Place(p) = mv else { break };
        let near = seen.iter().any(|s| {
            (s.col as i16 - p.col as i16)
                .abs()
                .max((s.row as i16 - p.row as i16).abs())
                <= 4
        });
        if !near || !p.on_board(board.size()) {
            break;
        }
        seen.push(p);
        out.push(mv);
    }
    out
}

fn points(line: &[Move]) -> Vec<Point> {
    line.iter()
        .filter_map(|m| match m {
            Move::Place(p) => Some(*p),
            _ => None,
        })
        .collect()
}

/// The smallest rectangle holding the points, as two opposite corners.
fn bounds(points: &[Point]) -> (Point, Point) {
    let cols = points.iter().map(|p| p.col);
    let rows = points.iter().map(|p| p.row);
    (
        Point::new(
            cols.clone().min().unwrap_or(0),
            rows.clone().min().unwrap_or(0),
        ),
        Point::new(cols.max().unwrap_or(0), rows.max().unwrap_or(0)),
    )
}

/// The view to zoom to: the fight's rectangle grown by two points each way, at least 9
/// points wide and high, and reaching the edge when it comes within three of it.
fn zoom(size: u8, from: Point, to: Point) -> (Point, Point) {
    let grow = |lo: u8, hi: u8| {
        let (mut lo, mut hi) = (lo.saturating_sub(2), (hi + 2).min(size - 1));
        while hi - lo < 8 && (lo > 0 || hi < size - 1) {
            lo = lo.saturating_sub(1);
            if hi - lo < 8 && hi < size - 1 {
                hi += 1;
            }
        }
        if lo <= 3 {
            lo = 0;
        }
        if hi >= size - 4 {
            hi = size - 1;
        }
        (lo, hi)
    };
    let (c0, c1) = grow(from.col, to.col);
    let (r0, r1) = grow(from.row, to.row);
    (Point::new(c0, r0), Point::new(c1, r1))
}

/// The category the engine's facts give, or None when they name no tactic: a capture,
/// a string saved, a group whose life the move decides, a cut or connection, a large
/// move at the edge late in the game.
fn category(
    board: &Board,
    solver: Color,
    answer: Point,
    line: &[Move],
    owned: &[f32],
    tried: &[Vec<f32>],
    number: usize,
) -> Option<Category> {
    let size = board.size();
    let mut after = board.clone();
    let taken = after.play(answer, solver).ok()?;
    let opponent = solver.opposite();
    let own_in_danger = board
        .strings()
        .into_iter()
        .filter(|s| s.color == solver && s.liberties.len() <= 2)
        .any(|s| after.liberties(s.stones[0]) > s.liberties.len());
    // A group of three stones or more whose owner the answer decides, against the
    // network's favourite wrong try (ownership in Black's view, -1 to 1).
    let decides = !tried.is_empty()
        && board
            .strings()
            .iter()
            .filter(|s| s.stones.len() >= 3)
            .any(|s| {
                let mean = |o: &[f32]| {
                    s.stones
                        .iter()
                        .map(|p| {
                            o.get(p.row as usize * size as usize + p.col as usize)
                                .copied()
                                .unwrap_or(0.0)
                        })
                        .sum::<f32>()
                        / s.stones.len() as f32
                };
                let (a, b) = (mean(owned), mean(&tried[0]));
                a * b < 0.0 && (a - b).abs() > 1.0
            });
    if decides {
        return Some(Category::LifeAndDeath);
    }
    if taken >= 2 {
        return Some(Category::CaptureInOne);
    }
    let in_atari = answer
        .neighbors(size)
        .any(|p| after.get(p) == Some(opponent) && after.liberties(p) == 1);
    let captured_later = captures(board, solver, answer, line) >= 2;
    if own_in_danger {
        let joined = answer
            .neighbors(size)
            .filter(|&p| board.get(p) == Some(solver))
            .map(|p| board.string_stones(p)[0])
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            >= 2;
        return Some(if joined {
            Category::ConnectToSave
        } else {
            Category::Escape
        });
    }
    if captured_later && in_atari {
        return Some(Category::Atari);
    }
    if captured_later {
        return Some(Category::Net);
    }
    let strings_beside = |color: Color| {
        answer
            .neighbors(size)
            .filter(|&p| board.get(p) == Some(color))
            .map(|p| board.string_stones(p)[0])
            .collect::<std::collections::BTreeSet<_>>()
            .len()
    };
    if strings_beside(solver) >= 2 || strings_beside(opponent) >= 2 {
        return Some(Category::CutOrConnect);
    }
    let edge = answer
        .col
        .min(answer.row)
        .min(size - 1 - answer.col)
        .min(size - 1 - answer.row);
    if number >= 150 && edge <= 1 {
        return Some(Category::Endgame);
    }
    None
}

/// The opponent's stones the solver takes along the answer and its line.
fn captures(board: &Board, solver: Color, answer: Point, line: &[Move]) -> usize {
    let mut b = board.clone();
    let before = b.stone_count(solver.opposite());
    let mut color = solver;
    for mv in std::iter::once(Move::Place(answer)).chain(line.iter().copied()) {
        let Move::Place(p) = mv else { break };
        let _ = b.play(p, color);
        color = color.opposite();
    }
    before.saturating_sub(b.stone_count(solver.opposite()))
}

/// A difficulty on the Glicko scale: 1500 for an answer the network plays half the
/// time with a line of four moves, 200 more for each halving of its prior, 25 for each
/// move more of reading.
pub fn rating(prior: f32, depth: usize) -> u16 {
    let surprise = (0.5 / prior.max(1e-4)).log2();
    let r = 1500.0 + 200.0 * surprise + 25.0 * (depth as f32 - 4.0);
    r.clamp(800.0, 2900.0).round() as u16
}

/// The search's numbers between two moves, a detail beside the words: points of score
/// and percent of the win rate.
fn difference(best: Value, other: Value) -> Fact {
    Fact::Margin {
        points: (best.lead - other.lead).max(0.0).round() as u16,
        percent: (100.0 * (best.win_rate - other.win_rate))
            .clamp(0.0, 100.0)
            .round() as u8,
    }
}

/// The step of a first move and the line after it, with the search's margin; what each
/// move does is [`crate::explain`]'s.
fn steps(
    board: &Board,
    solver: Color,
    at: Point,
    line: &[Move],
    verdict: Verdict,
    margin: Fact,
) -> Step {
    let mut after = board.clone();
    let _ = after.play(at, solver);
    let mut first = Step::new(solver, at, verdict, "");
    first.facts.push(margin);
    let mut color = solver.opposite();
    let mut moves = Vec::new();
    for &mv in line {
        let Move::Place(p) = mv else { break };
        if after.play(p, color).is_err() {
            break;
        }
        moves.push(Step::new(color, p, verdict, ""));
        color = color.opposite();
    }
    // Chain the moves: each the only follow-up of the one before.
    let mut next: Vec<Step> = Vec::new();
    while let Some(mut s) = moves.pop() {
        s.next = next;
        next = vec![s];
    }
    first.next = next;
    first
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
        c.mv != answer
            && c.visits as f32 >= CANDIDATE_SHARE * total as f32
            && c.visits >= 8
            && !clearly_better(answer_value, value(c))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The less the network expects the answer and the longer the line, the harder.
    #[test]
    fn rating_grows_with_surprise_and_depth() {
        assert_eq!(rating(0.5, 4), 1500);
        assert!(rating(0.05, 4) > rating(0.5, 4));
        assert!(rating(0.5, 9) > rating(0.5, 4));
    }

    /// The view holds the fight, is at least nine points wide, and reaches an edge
    /// within three points of it.
    #[test]
    fn zoom_holds_the_fight() {
        let (from, to) = zoom(19, Point::new(2, 14), Point::new(5, 16));
        assert_eq!((from.col, to.row), (0, 18));
        assert!(to.col - from.col >= 8 && to.row - from.row >= 8);
        assert!(from.col <= 2 && to.col >= 5 && from.row <= 14);
    }
}
