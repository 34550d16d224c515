//! A position of a game as a problem: kept when the search finds one move clearly better
//! than every other ([`clearly_better`]), the fight is local, and the engine can name
//! the tactic ([`category`]). The problem tool applies these criteria to professional
//! games (its deep searches); the page applies them to the player's own biggest mistakes
//! ([`mistake`]), with the searches its worker ran. One set of criteria for both.

use super::explain::explain;
use super::fact::Fact;
use super::model::{Category, Position, Problem, Step, Verdict};
use crate::ai::search::Value;
use crate::engine::{Board, Color, Move, Point};
use std::collections::BTreeSet;

/// How far the answer's score must beat another move's, in points (the search's
/// expected lead of the player to move)...
pub const MARGIN: f32 = 8.0;
/// ...or its win rate (0 to 1): a few points decide a close game, and a win rate near 0
/// or 1 hides big differences in score, so either margin is enough.
pub const WIN_MARGIN: f32 = 0.25;

/// A root move with this share of the visits counts as a candidate the answer must beat...
pub const CANDIDATE_SHARE: f32 = 0.02;
/// ...if it has at least this many visits: fewer say too little of its worth.
pub const CANDIDATE_VISITS: u32 = 8;

/// The most moves of the line after the answer, and of a refutation.
pub const LINE_MOVES: usize = 8;
/// How many wrong tries a problem shows at most.
pub const WRONG_TRIES: usize = 3;
/// The widest the fight may be, in points, across the answer, its line and the tries.
pub const LOCAL: u8 = 9;

/// The worth of an even position, where the search found none.
pub const EVEN: Value = Value {
    utility: 0.0,
    win_rate: 0.5,
    lead: 0.0,
};

/// Whether a move worth `best` is clearly better than one worth `other` (both in the
/// solver's view): by [`MARGIN`] points of score or [`WIN_MARGIN`] of win rate.
pub fn clearly_better(best: Value, other: Value) -> bool {
    best.lead - other.lead >= MARGIN || best.win_rate - other.win_rate >= WIN_MARGIN
}

/// Whether a root move with `visits` of the search's `total` is a candidate the answer
/// must clearly beat.
pub fn rival(visits: u32, total: u32) -> bool {
    visits as f32 >= CANDIDATE_SHARE * total as f32 && visits >= CANDIDATE_VISITS
}

/// What a search found of one root move, in the view of the player to move there.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    pub mv: Move,
    pub visits: u32,
    /// The network's first liking for it, 0..1.
    pub prior: f32,
    pub value: Value,
    /// The moves the search expects after it.
    pub line: Vec<Move>,
}

/// A search of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    /// The position's worth for the player to move.
    pub value: Value,
    /// Its root moves, the most visited first.
    pub moves: Vec<Seen>,
    /// Who owns each point, row-major, Black's view (-1 White's ..= 1 Black's).
    pub ownership: Vec<f32>,
}

/// A mistake of a game: the position before it, and the move played there.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    pub board: Board,
    /// Who played it: the problem's solver.
    pub color: Color,
    pub played: Point,
    /// Its move number in the game.
    pub number: usize,
    /// The game, as the problem's source names it ([`source`]).
    pub game: String,
}

/// Why a mistake makes no problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoProblem {
    /// The search has no one clearly best answer there (another move comes close, the
    /// move played among them, or the best is a pass).
    NotClear,
    /// The answer is clear, but the fight is not a local tactic the engine can name.
    NotLocal,
}

/// The problem a mistake makes, from the searches of the position before it (`before`)
/// and after the move played (`after`, the opponent to move), or why it makes none. The
/// move played is the first wrong try, refuted by the search's line after it; the
/// search's other candidates clearly worse than the answer follow it.
pub fn mistake(m: &Mistake, before: &Searched, after: &Searched) -> Result<Problem, NoProblem> {
    let board = &m.board;
    let solver = m.color;
    let best = before.moves.first().ok_or(NoProblem::NotClear)?;
    let Move::Place(answer) = best.mv else {
        return Err(NoProblem::NotClear);
    };
    let played = Move::Place(m.played);
    let played_value = after.value.flip();
    let total: u32 = before.moves.iter().map(|s| s.visits).sum();
    let close = (before.moves.iter().skip(1))
        .filter(|s| rival(s.visits, total))
        .any(|s| !clearly_better(best.value, s.value));
    if best.mv == played || close || !clearly_better(best.value, played_value) {
        return Err(NoProblem::NotClear);
    }
    let line = local(board, answer, &best.line);
    let refutation: Vec<Move> = after
        .moves
        .first()
        .map(|s| {
            std::iter::once(s.mv)
                .chain(s.line.iter().copied())
                .collect()
        })
        .unwrap_or_default();
    let mut tries = vec![(m.played, played_value, local(board, m.played, &refutation))];
    if tries[0].2.is_empty() {
        return Err(NoProblem::NotLocal);
    }
    let mut by_prior: Vec<&Seen> = before.moves.iter().skip(1).collect();
    by_prior.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    for s in by_prior {
        let Move::Place(at) = s.mv else { continue };
        if tries.len() == WRONG_TRIES || s.mv == played {
            continue;
        }
        let refuted = local(board, at, &s.line);
        if s.visits >= CANDIDATE_VISITS
            && clearly_better(best.value, s.value)
            && !refuted.is_empty()
        {
            tries.push((at, s.value, refuted));
        }
    }
    let mut region = vec![answer];
    region.extend(points(&line));
    for (at, _, refuted) in &tries {
        region.push(*at);
        region.extend(points(refuted).into_iter().take(2));
    }
    let (from, to) = bounds(&region);
    if to.col - from.col >= LOCAL || to.row - from.row >= LOCAL {
        return Err(NoProblem::NotLocal);
    }
    let tried = [after.ownership.clone()];
    let category = category(
        board,
        solver,
        answer,
        &line,
        &before.ownership,
        &tried,
        m.number,
    )
    .ok_or(NoProblem::NotLocal)?;
    let mut by_prior: Vec<&Seen> = before.moves.iter().collect();
    by_prior.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let rank = by_prior.iter().position(|s| s.mv == best.mv).unwrap_or(0);
    let depth = line.len() + 1;
    let gap = difference(best.value, played_value);
    let mut solution = vec![steps(board, solver, answer, &line, Verdict::Right, gap)];
    for (at, value, refuted) in &tries {
        let lost = difference(best.value, *value);
        solution.push(steps(board, solver, *at, refuted, Verdict::Wrong, lost));
    }
    let size = board.size();
    let mut problem = Problem {
        name: format!("Move {}", m.number),
        position: Position::of(board, solver),
        goal: None,
        category: Some(category),
        tier: Some(tier(rank, best.prior, depth)),
        rating: Some(rating(best.prior, depth)),
        view: (size >= 13).then(|| zoom(size, from, to)),
        source: source(&m.game, m.number),
        statement: format!("{solver} to play: {}.", task(category)),
        solution,
    };
    explain(&mut problem);
    Ok(problem)
}

/// The source (`SO`) of a problem made from the game `game`'s move `number`.
pub fn source(game: &str, number: usize) -> String {
    format!("Tengen game {game}, move {number}")
}

/// The game and move number a problem's source names, if it was made from a game here.
pub fn game_of(source: &str) -> Option<(String, usize)> {
    let rest = source.strip_prefix("Tengen game ")?;
    let (game, number) = rest.split_once(", move ")?;
    let number = number.parse().ok()?;
    let id_like = !game.is_empty() && game.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    id_like.then(|| (game.to_string(), number))
}

/// The tier: how far the answer sits from the network's instinct (its rank and prior
/// among the root moves), one more for a long line.
pub fn tier(rank: usize, prior: f32, depth: usize) -> u8 {
    let tier = match (rank, prior) {
        (0, p) if p >= 0.3 => 4,
        (0..=1, _) => 5,
        (2..=4, _) => 6,
        _ => 7,
    };
    if depth >= 7 && tier < 7 {
        tier + 1
    } else {
        tier
    }
}

/// What the player is asked, by the category.
pub fn task(category: Category) -> &'static str {
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
pub fn local(board: &Board, first: Point, line: &[Move]) -> Vec<Move> {
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

/// The points of a line's placements.
pub fn points(line: &[Move]) -> Vec<Point> {
    line.iter()
        .filter_map(|m| match m {
            Move::Place(p) => Some(*p),
            _ => None,
        })
        .collect()
}

/// The smallest rectangle holding the points, as two opposite corners.
pub fn bounds(points: &[Point]) -> (Point, Point) {
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
pub fn zoom(size: u8, from: Point, to: Point) -> (Point, Point) {
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
/// move at the edge late in the game (move `number`). `owned` is who owns each point
/// after the answer, `tried` after each wrong try (Black's view, -1..1).
pub fn category(
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
    let strings_beside = |color: Color| {
        answer
            .neighbors(size)
            .filter(|&p| board.get(p) == Some(color))
            .map(|p| board.string_stones(p)[0])
            .collect::<BTreeSet<_>>()
            .len()
    };
    if own_in_danger {
        return Some(if strings_beside(solver) >= 2 {
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
pub fn difference(best: Value, other: Value) -> Fact {
    Fact::Margin {
        points: (best.lead - other.lead).max(0.0).round() as u16,
        percent: (100.0 * (best.win_rate - other.win_rate))
            .clamp(0.0, 100.0)
            .round() as u8,
    }
}

/// The step of a first move and the line after it, with the search's margin; what each
/// move does is [`explain`]'s.
pub fn steps(
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

#[cfg(test)]
mod tests;
