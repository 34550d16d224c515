//! Life-and-death problems of the basic shapes, proved by the life-and-death reader
//! ([`crate::reading::life`]): an eye space of three to seven points in the corner or on
//! the top side of a 9x9 board, the group around it, the opponent's wall around that, and
//! a few changes that make it a question (a stone of the group missing, a stone thrown
//! in, a stone of the group inside). Black is to play: to kill the white group, or to make
//! the black group live. Kept when exactly one first move works (passing included) and
//! the reader settles every first move.
//!
//! Each problem has the answer with the reader's line after it, and at each of Black's
//! later turns every other move that works too (a learner who finishes another right way
//! is right); two or three wrong tries, the points that look most like the vital one
//! first, each with the reader's refutation. No goal is written (the page judges by the
//! tree, as for problems from games), the category is life and death, the tier the line's
//! length: 3 up to four moves, 4 up to six, 5 beyond.
//!
//! `make-life-dan` makes the dan end the same way from larger shapes (an eye space of six
//! to ten points up to the third line, more changes) and keeps a problem only where the
//! network's instinct misses the answer, measured as the tiers of problems from games
//! are ([`tengen::problems::from_game::tier`]: the answer's rank and share among the
//! network's choices, here among the moves in the room, one tier more for a line of
//! seven moves or more): tiers 6 and 7, and only where the whole line has five moves or
//! more (a surprising move with nothing to read after it is not a dan problem).

use super::frame::framed;
use super::{Made, Order};
use crate::pro::screen::game_of;
use crate::reading::life::{Life, LifeReader, Question};
use std::collections::{BTreeMap, HashSet};
use std::ops::RangeInclusive;
use tengen::ai::nn::Network;
use tengen::ai::Evaluate;
use tengen::engine::rng::Rng;
use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::from_game::{rating, tier};
use tengen::problems::{Category, Position, Problem, Step, Verdict};

/// The board the shapes are set on.
const SIZE: u8 = 9;
/// The most points a room may have (eye space, gaps and stones inside): the larger
/// shapes' limit, which the check reads every problem with.
const MOST_ROOM: usize = LARGE.most_room;
/// The most moves a wrong try's refutation shows.
const REFUTATION_MOVES: usize = 6;

/// The fewest moves of both sides (the answer's whole line to the capture or to two
/// eyes) a problem graded by the network's instinct needs.
const DAN_PLIES: usize = 5;

/// How each problem's source starts: `--check` knows them by it.
pub const SOURCE: &str = "Tengen make-life";
/// The larger shapes' source (starting as [`SOURCE`] does: checked the same way).
const SOURCE_DAN: &str = "Tengen make-life-dan";

/// What Black is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Kill,
    Live,
}

/// The shapes a maker grows, and how large their room may be.
#[derive(Clone, Copy, Debug)]
pub struct Shapes {
    /// How many points the eye space is grown to.
    eye: (usize, usize),
    /// The eye space stays below this row (2: the second line, 3: the third).
    rows: (u8, u8),
    /// How many stones may be thrown in, at most.
    thrown: usize,
    /// Whether the group's stones that touch only corner to corner are joined (a solid
    /// wall around the eye space) and the opponent may have played into the group's edge.
    solid: bool,
    most_room: usize,
}

/// The basic shapes (`make-life`): three to seven points on the first two lines.
pub const BASIC: Shapes = Shapes {
    eye: (3, 7),
    rows: (2, 2),
    thrown: 2,
    solid: false,
    most_room: 12,
};

/// The larger shapes (`make-life-dan`): six to ten points, on two or three lines.
pub const LARGE: Shapes = Shapes {
    eye: (6, 10),
    rows: (2, 3),
    thrown: 3,
    solid: true,
    most_room: 16,
};

/// How a maker gives a problem its tier.
pub enum Grade<'a> {
    /// By the length of the line (`make-life`, tiers 3 to 5).
    ByLine,
    /// By how far the answer sits from the network's instinct (`make-life-dan`), kept
    /// only at these tiers.
    ByInstinct(&'a mut Network, RangeInclusive<u8>),
}

impl Grade<'_> {
    /// The tiers this grading gives.
    fn tiers(&self) -> RangeInclusive<u8> {
        match self {
            Grade::ByLine => 3..=5,
            Grade::ByInstinct(_, tiers) => tiers.clone(),
        }
    }
}

/// Makes life-and-death problems until `order.per_category` of each tier from 3 to 5 are
/// made, or the candidates run out.
pub fn make_life(order: Order) -> Made {
    make_shapes(order, BASIC, Grade::ByLine, SOURCE)
}

/// Makes life-and-death problems of the larger shapes until `order.per_category` of
/// tiers 6 and 7 are made, or the candidates run out.
pub fn make_life_dan(order: Order) -> Made {
    let mut net = match Network::from_bytes(crate::pro::run::NETWORK) {
        Ok(n) => n,
        Err(e) => {
            let mut made = Made::default();
            made.rejected.insert(format!("the network: {e}"), 1);
            return made;
        }
    };
    make_shapes(order, LARGE, Grade::ByInstinct(&mut net, 6..=7), SOURCE_DAN)
}

/// Makes problems of `shapes` graded by `grade` until each of its tiers has its share.
fn make_shapes(order: Order, shapes: Shapes, mut grade: Grade, source: &str) -> Made {
    let tiers = grade.tiers();
    let mut rng = Rng::new(order.seed);
    let mut made = Made::default();
    let mut seen = HashSet::new();
    let mut per_tier: BTreeMap<u8, usize> = BTreeMap::new();
    let full = |per_tier: &BTreeMap<u8, usize>, t: u8| {
        per_tier.get(&t).copied().unwrap_or(0) >= order.per_category
    };
    let mut reader = LifeReader::new();
    reader.budget = 300_000;
    let started = std::time::Instant::now();
    let in_time = || (order.minutes).is_none_or(|m| started.elapsed().as_secs() < m * 60);
    while made.looked_at < order.candidates
        && !tiers.clone().all(|t| full(&per_tier, t))
        && in_time()
    {
        made.looked_at += 1;
        let role = if rng.below(2) == 0 {
            Role::Kill
        } else {
            Role::Live
        };
        let outcome = candidate(&mut rng, role, shapes)
            .ok_or_else(|| "the shape does not stand".to_string())
            .and_then(|(board, group)| {
                let (board, view) = framed(&board, group).ok_or("no frame settles the wall")?;
                if !seen.insert((board.hash(), role == Role::Kill)) {
                    return Err("the same position again".into());
                }
                let mut problem = make_one(&mut reader, &board, group, role, shapes, &mut grade)?;
                problem.view = Some(view);
                Ok(problem)
            })
            .and_then(|p| match p.tier {
                Some(t) if full(&per_tier, t) => Err(format!("tier {t} has its share")),
                _ => Ok(p),
            });
        if let Some(problem) = made.take(outcome, source, order.seed) {
            *per_tier.entry(problem.tier.unwrap_or(3)).or_insert(0) += 1;
        }
    }
    made.problems.sort_by_key(|p| p.tier);
    made
}

/// A shape: an eye space grown from the corner or a point of the top side, the group
/// around it, the wall around the group, then a few changes. The board and a stone of
/// the group, or None if the stones cannot stand.
fn candidate(rng: &mut Rng, role: Role, shapes: Shapes) -> Option<(Board, Point)> {
    let (defender, attacker) = match role {
        Role::Kill => (Color::White, Color::Black),
        Role::Live => (Color::Black, Color::White),
    };
    let in_area = |p: Point| p.col < 7 && p.row < 4;
    let start = if rng.below(2) == 0 {
        Point::new(0, 0)
    } else {
        Point::new(1 + rng.below(3) as u8, 0)
    };
    let (least, most) = shapes.eye;
    let want = least + rng.below(most - least + 1);
    let rows = match shapes.rows {
        (low, high) if high > low => low + rng.below(usize::from(high - low) + 1) as u8,
        (low, _) => low,
    };
    let mut eye = vec![start];
    let mut tries = 0;
    while eye.len() < want && tries < 50 {
        tries += 1;
        let from = eye[rng.below(eye.len())];
        let next: Vec<Point> = from
            .neighbors(SIZE)
            .filter(|&n| in_area(n) && n.row < rows && !eye.contains(&n))
            .collect();
        if !next.is_empty() {
            eye.push(next[rng.below(next.len())]);
        }
    }
    let around = |inner: &[Point]| -> Vec<Point> {
        let mut out: Vec<Point> = inner
            .iter()
            .flat_map(|p| p.neighbors(SIZE))
            .filter(|n| !inner.contains(n))
            .collect();
        out.sort_by_key(|p| (p.row, p.col));
        out.dedup();
        out
    };
    let mut group = around(&eye);
    if shapes.solid {
        join_corners(&mut group, &eye);
    }
    let mut inner = eye.clone();
    inner.extend(&group);
    let wall = around(&inner);
    let mut board = Board::new(SIZE);
    for &p in &group {
        board.set_stone(p, defender).ok()?;
    }
    for &p in &wall {
        board.set_stone(p, attacker).ok()?;
    }
    // The changes: a stone of the group missing (a weakness on its edge), stones thrown
    // into the eye space, a stone of the group inside it.
    let edge: Vec<Point> = group
        .iter()
        .copied()
        .filter(|p| p.neighbors(SIZE).any(|n| wall.contains(&n)))
        .collect();
    if rng.below(3) == 0 && !edge.is_empty() {
        let gap = edge[rng.below(edge.len())];
        board = without(&board, gap)?;
    }
    // The opponent's hane or placement into the group's edge.
    if shapes.solid && rng.below(2) == 0 && !edge.is_empty() {
        let at = edge[rng.below(edge.len())];
        board = without(&board, at)?;
        if board.check(at, attacker).is_ok() {
            board.set_stone(at, attacker).ok()?;
        }
    }
    for _ in 0..rng.below(shapes.thrown + 1) {
        let p = eye[rng.below(eye.len())];
        let color = if rng.below(3) == 0 {
            defender
        } else {
            attacker
        };
        if board.get(p).is_none() && board.check(p, color).is_ok() {
            let mut next = board.clone();
            next.set_stone(p, color).ok()?;
            board = next;
        }
    }
    // Every string has a liberty (a stone thrown in may have none).
    if board.strings().iter().any(|s| s.liberties.is_empty()) {
        return None;
    }
    let stone = group
        .iter()
        .copied()
        .find(|&p| board.get(p) == Some(defender))?;
    // The largest string of the group is the one asked about.
    let largest = group
        .iter()
        .copied()
        .filter(|&p| board.get(p) == Some(defender))
        .max_by_key(|&p| (board.string_stones(p).len(), p.row, p.col))
        .unwrap_or(stone);
    Some((board, largest))
}

/// Joins the stones of `group` that touch only corner to corner with a stone on their
/// shared neighbour outside the eye space.
fn join_corners(group: &mut Vec<Point>, eye: &[Point]) {
    let mut i = 0;
    while i < group.len() {
        let a = group[i];
        let diagonal: Vec<Point> = group
            .iter()
            .copied()
            .filter(|b| a.col.abs_diff(b.col) == 1 && a.row.abs_diff(b.row) == 1)
            .collect();
        for b in diagonal {
            let shared = [Point::new(a.col, b.row), Point::new(b.col, a.row)];
            if shared.iter().any(|s| group.contains(s)) {
                continue;
            }
            if let Some(&s) = shared.iter().find(|s| !eye.contains(s)) {
                group.push(s);
            }
        }
        i += 1;
    }
}

/// The board with the stone at `p` taken away.
fn without(board: &Board, p: Point) -> Option<Board> {
    let mut out = Board::new(board.size());
    for q in Point::all(board.size()) {
        if let Some(c) = board.get(q).filter(|_| q != p) {
            out.set_stone(q, c).ok()?;
        }
    }
    Some(out)
}

/// Whether the reading after Black's move means Black reached what `role` asks.
fn reached(role: Role, life: Life) -> bool {
    match role {
        Role::Kill => matches!(life, Life::Dies { .. }),
        Role::Live => life == Life::Lives,
    }
}

/// The problem of the group at `group` with Black to play, if the reader proves it.
pub fn make_one(
    reader: &mut LifeReader,
    board: &Board,
    group: Point,
    role: Role,
    shapes: Shapes,
    grade: &mut Grade,
) -> Result<Problem, String> {
    let q = Question::enclosed(board, group, shapes.most_room).ok_or("the room is not closed")?;
    if q.crucial.len() < 3 {
        return Err("the group has fewer than three stones".into());
    }
    // Black's moves work when they work without Black taking a ko; a wrong try fails
    // when it fails without White taking one (a result that hangs on a ko is neither).
    reader.ko_banned = Some(Color::Black);
    // Reading stops at the first move it cannot settle or the second that works: either
    // turns the shape away.
    let firsts = reader.first_moves_while(board, &q, Color::Black, |read| {
        let working = read.iter().filter(|(_, l)| reached(role, *l)).count();
        working < 2 && read.iter().all(|(_, l)| *l != Life::Unsettled)
    });
    if firsts.iter().any(|(_, life)| *life == Life::Unsettled) {
        return Err("the reader cannot settle a first move".into());
    }
    let working: Vec<Option<Point>> = firsts
        .iter()
        .filter(|(_, life)| reached(role, *life))
        .map(|(at, _)| *at)
        .collect();
    let answer = match working[..] {
        [] => return Err("no first move works".into()),
        [Some(at)] => at,
        [None] => return Err("Black need not play".into()),
        _ => return Err("several first moves work".into()),
    };
    // The tier by the whole line, to the capture or to two eyes, and by the network's
    // instinct: graded before the tree is read, which turns most large shapes away.
    let plies = plies_after(reader, board, &q, answer)?;
    let (tier, rating) = match grade {
        Grade::ByLine => {
            let tier = match plies {
                0..=4 => 3,
                5..=6 => 4,
                _ => 5,
            };
            (tier, None)
        }
        Grade::ByInstinct(net, tiers) => {
            let (rank, share) = instinct(net, board, &q, answer)?;
            let t = tier(rank, share, plies);
            if !tiers.contains(&t) {
                return Err(format!("tier {t} by the network's instinct"));
            }
            // A surprising move with nothing to read after it is not a dan problem.
            if plies < DAN_PLIES {
                return Err(format!("a line of {plies} moves: too short to read"));
            }
            (t, Some(rating(share, plies)))
        }
    };
    let mut after = board.clone();
    after
        .play(answer, Color::Black)
        .map_err(|_| "illegal answer")?;
    let mut answer_step = Step::new(Color::Black, answer, Verdict::Right, "");
    answer_step.next = right_line(reader, &after, &q, role, Color::White, 0);
    let mut solution = vec![answer_step];
    // The wrong tries, the points that look most vital first.
    let mut tries: Vec<Point> = firsts
        .iter()
        .filter_map(|(at, life)| at.filter(|_| !reached(role, *life)))
        .collect();
    tries.sort_by_key(|&p| {
        let open = p
            .neighbors(SIZE)
            .filter(|n| board.get(*n).is_none() && q.room.contains(n))
            .count();
        (std::cmp::Reverse(open), p.row, p.col)
    });
    reader.ko_banned = Some(Color::White);
    for at in tries {
        let mut after = board.clone();
        if after.play(at, Color::Black).is_err() {
            continue;
        }
        // A try that works once White may take no ko gives a ko: not a clean failure.
        let life = reader.read(&after, &q, Color::White);
        if life == Life::Unsettled || reached(role, life) {
            continue;
        }
        let mut line = until_pass(reader.line(&after, &q, Color::White));
        line.truncate(REFUTATION_MOVES);
        if line.is_empty() {
            continue;
        }
        let mut step = Step::new(Color::Black, at, Verdict::Wrong, "");
        step.next = chain(&line, Color::White, Verdict::Wrong);
        solution.push(step);
        if solution.len() > 3 {
            break;
        }
    }
    reader.ko_banned = Some(Color::Black);
    if solution.len() < 3 {
        return Err("fewer than two wrong tries to refute".into());
    }
    let statement = match role {
        Role::Kill => "Black to play: kill the white group.",
        Role::Live => "Black to play: make the black group live.",
    };
    Ok(Problem {
        name: String::new(),
        position: Position::of(board, Color::Black),
        goal: None,
        category: Some(Category::LifeAndDeath),
        tier: Some(tier),
        rating,
        view: None,
        source: String::new(),
        statement: statement.into(),
        solution,
    })
}

/// How far `answer` sits from the network's instinct with Black to play on `board`: its
/// rank among the moves in the room (0: the network's first choice there) and its share
/// of their probability, the policy averaged over the board's eight symmetries (the
/// network itself, not a cache: a cache keeps one symmetry's answer for all eight).
fn instinct(
    net: &mut Network,
    board: &Board,
    q: &Question,
    answer: Point,
) -> Result<(usize, f32), String> {
    let game = game_of(board, Color::Black);
    let batch: Vec<(&tengen::engine::Game, u8)> = (0..8).map(|s| (&game, s)).collect();
    let evaluations = net.evaluate(&batch);
    if evaluations.len() != batch.len() {
        return Err("the network gave no answer".into());
    }
    let size = board.size();
    let policy = |p: Point| -> f32 {
        evaluations
            .iter()
            .map(|e| e.policy[p.index(size)])
            .sum::<f32>()
            / 8.0
    };
    let mine = policy(answer);
    let total: f32 = q.room.iter().map(|&p| policy(p)).sum();
    let rank = q
        .room
        .iter()
        .filter(|&&p| p != answer && policy(p) > mine)
        .count();
    Ok((rank, if total > 0.0 { mine / total } else { 0.0 }))
}

/// The right line from `board` (`to_move` to play, after Black's right move): the
/// reader's line, and at each of Black's turns every other move that works as well with
/// the reader's line after it (at most `nested` levels of such branches deep).
fn right_line(
    reader: &mut LifeReader,
    board: &Board,
    q: &Question,
    role: Role,
    to_move: Color,
    nested: u8,
) -> Vec<Step> {
    let line = until_pass(reader.line(board, q, to_move));
    let mut steps = chain(&line, to_move, Verdict::Right);
    // Black's later turns: the other moves that work, each with its own line.
    let mut at_board = board.clone();
    let mut node: &mut Vec<Step> = &mut steps;
    let mut color = to_move;
    for mv in &line {
        let played = match mv {
            Move::Place(p) => Some(*p),
            _ => None,
        };
        if color == Color::Black && nested < 2 {
            let others: Vec<Point> = reader
                .first_moves(&at_board, q, Color::Black)
                .into_iter()
                .filter(|(at, life)| at.is_some() && *at != played && reached(role, *life))
                .filter_map(|(at, _)| at)
                .collect();
            for at in others {
                let mut after = at_board.clone();
                if after.play(at, Color::Black).is_ok() {
                    let mut step = Step::new(Color::Black, at, Verdict::Right, "");
                    step.next = right_line(reader, &after, q, role, Color::White, nested + 1);
                    node.push(step);
                }
            }
        }
        match mv {
            Move::Place(p) => {
                let _ = at_board.play(*p, color);
            }
            _ => at_board.pass(),
        }
        color = color.opposite();
        let Some(first) = node.first_mut() else {
            break;
        };
        node = &mut first.next;
    }
    steps
}

/// The moves of `line`, `first` to play, as a chain of steps.
fn chain(line: &[Move], first: Color, verdict: Verdict) -> Vec<Step> {
    let Some((&mv, rest)) = line.split_first() else {
        return Vec::new();
    };
    vec![Step {
        color: first,
        mv,
        verdict,
        comment: String::new(),
        facts: Vec::new(),
        next: chain(rest, first.opposite(), verdict),
    }]
}

/// A line up to its first pass: where one side has nothing better to do, what is left
/// is the group dead as it stands (or alive), not a lesson (the capture played out
/// against passes).
fn until_pass(mut line: Vec<Move>) -> Vec<Move> {
    if let Some(i) = line.iter().position(|m| *m == Move::Pass) {
        line.truncate(i);
    }
    line
}

/// Checks a problem made here again with the reader: the group asked about (the
/// largest string of the colour the statement names), one first move that works (the
/// file's answer), every wrong try failing, and every right move along the tree still
/// reaching what is asked.
pub fn check_life(reader: &mut LifeReader, problem: &Problem) -> Result<(), String> {
    let (board, role, q) = question_of(problem)?;
    // A framed problem is read without kos, as it was made; one made before the frame
    // (the dan collection, being made again: issue 56) by the simple ko rule it was made by.
    let framed = problem.view.is_some();
    reader.ko_banned = framed.then_some(Color::Black);
    let firsts = reader.first_moves(&board, &q, Color::Black);
    let working: Vec<_> = firsts.iter().filter(|(_, l)| reached(role, *l)).collect();
    let marked = problem.right_answers().next().and_then(|s| s.point());
    if working.len() != 1 || working[0].0 != marked {
        return Err(format!("the reader's answers: {working:?}"));
    }
    for s in &problem.solution {
        right_moves_hold(reader, &board, &q, role, s, framed)?;
    }
    Ok(())
}

/// Each problem of `problems` (made before problems were framed) on its framed board,
/// proved again there and its tree made anew by the maker (the answer, its lines and the
/// wrong tries may change once the wall is settled); the name, source and tier grading
/// kept. Gives back those that stand, and the others' names with why each was turned
/// away.
pub fn reframe(problems: &[Problem]) -> (Vec<Problem>, Vec<(String, String)>) {
    let mut net = Network::from_bytes(crate::pro::run::NETWORK).ok();
    let mut reader = LifeReader::new();
    reader.budget = 300_000;
    let mut kept = Vec::new();
    let mut rejected = Vec::new();
    for problem in problems {
        let dan = graded_by_instinct(problem);
        let outcome = question_of(problem).and_then(|(board, role, q)| {
            let group = q.crucial[0];
            let (board, view) = framed(&board, group).ok_or("no frame settles the wall")?;
            let (shapes, mut grade) = match (&mut net, dan) {
                (Some(net), true) => (LARGE, Grade::ByInstinct(net, 6..=7)),
                (None, true) => return Err("the network does not load".to_string()),
                (_, false) => (BASIC, Grade::ByLine),
            };
            let mut made = make_one(&mut reader, &board, group, role, shapes, &mut grade)?;
            made.view = Some(view);
            made.name = problem.name.clone();
            made.source = problem.source.clone();
            Ok(made)
        });
        match outcome {
            Ok(p) => kept.push(p),
            Err(why) => rejected.push((problem.name.clone(), why)),
        }
    }
    (kept, rejected)
}

/// A problem's board, what Black is asked (by the statement) and the question of the
/// group asked about: the largest string of the colour the statement names.
fn question_of(problem: &Problem) -> Result<(Board, Role, Question), String> {
    let board = problem.position.board().map_err(|e| format!("{e:?}"))?;
    let role = if problem.statement.contains("kill") {
        Role::Kill
    } else {
        Role::Live
    };
    let defender = match role {
        Role::Kill => Color::White,
        Role::Live => Color::Black,
    };
    let group = Point::all(board.size())
        .filter(|&p| board.get(p) == Some(defender))
        .max_by_key(|&p| (board.string_stones(p).len(), p.row, p.col))
        .ok_or("no group")?;
    let q = Question::enclosed(&board, group, MOST_ROOM).ok_or("the room is not closed")?;
    Ok((board, role, q))
}

/// Whether a problem was graded by the network's instinct (`make-life-dan`'s).
pub fn graded_by_instinct(problem: &Problem) -> bool {
    problem.source.starts_with(SOURCE_DAN)
}

/// Checks a problem graded by the network's instinct: its tier and rating are what
/// measuring them again gives.
pub fn check_instinct(
    net: &mut Network,
    reader: &mut LifeReader,
    problem: &Problem,
) -> Result<(), String> {
    let (tier, rating) = instinct_tier(net, reader, problem)?;
    if problem.tier != Some(tier) || problem.rating != Some(rating) {
        return Err(format!(
            "measured tier {tier}, rating {rating}; the file says {:?}, {:?}",
            problem.tier, problem.rating
        ));
    }
    Ok(())
}

/// A problem's tier and rating by the network's instinct, measured again as
/// `make-life-dan` measured them (its answer's rank and share among the moves in the
/// room, the reader's whole line after it).
pub fn instinct_tier(
    net: &mut Network,
    reader: &mut LifeReader,
    problem: &Problem,
) -> Result<(u8, u16), String> {
    let (board, _, q) = question_of(problem)?;
    let answer = problem.right_answers().next().and_then(|s| s.point());
    let answer = answer.ok_or("no answer on the board")?;
    let (rank, share) = instinct(net, &board, &q, answer)?;
    let plies = plies_after(reader, &board, &q, answer)?;
    Ok((tier(rank, share, plies), rating(share, plies)))
}

/// The moves of the whole line from Black's `answer` to the capture or to two eyes, the
/// answer included.
fn plies_after(
    reader: &mut LifeReader,
    board: &Board,
    q: &Question,
    answer: Point,
) -> Result<usize, String> {
    let mut after = board.clone();
    after
        .play(answer, Color::Black)
        .map_err(|_| "illegal answer")?;
    Ok(1 + reader.line(&after, q, Color::White).len())
}

/// After `step` (played on `board`) the reading says what its verdict says; along the
/// right lines, every Black move still reaches what `role` asks.
fn right_moves_hold(
    reader: &mut LifeReader,
    board: &Board,
    q: &Question,
    role: Role,
    step: &Step,
    framed: bool,
) -> Result<(), String> {
    let mut after = board.clone();
    match step.mv {
        Move::Place(p) => after.play(p, step.color).map_err(|e| format!("{e:?}"))?,
        _ => return Err("a pass in the tree".into()),
    };
    if step.color == Color::Black {
        // Right: works without Black taking a ko; wrong: fails without White taking one.
        let banned = match step.verdict {
            Verdict::Right => Color::Black,
            _ => Color::White,
        };
        reader.ko_banned = framed.then_some(banned);
        let life = reader.read(&after, q, Color::White);
        reader.ko_banned = framed.then_some(Color::Black);
        if reached(role, life) != (step.verdict == Verdict::Right) {
            return Err(format!("{:?} reads {life:?}", step.mv));
        }
    }
    if step.verdict == Verdict::Right {
        for next in &step.next {
            right_moves_hold(reader, &after, q, role, next, framed)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same seed makes the same problems; each has one right first move, two or three
    /// wrong tries, and the reader agrees with the tree on the board as the file has it.
    #[test]
    fn life_problems_are_proved() {
        let order = Order {
            seed: 3,
            per_category: 2,
            candidates: 3000,
            tier: None,
            minutes: None,
        };
        let (a, b) = (make_life(order), make_life(order));
        assert_eq!(a.problems, b.problems);
        assert!(a.problems.len() >= 3, "{:?}", a.rejected);
        let mut reader = LifeReader::new();
        for p in &a.problems {
            assert_eq!(p.right_answers().count(), 1, "{}", p.statement);
            assert!((2..=3).contains(&p.wrong_tries().count()));
            assert_eq!(check_life(&mut reader, p), Ok(()), "{}", p.source);
        }
    }

    /// The check finds a tree that marks a wrong try right, and one that marks the answer
    /// wrong.
    #[test]
    fn the_check_finds_a_wrong_mark() {
        let order = Order {
            seed: 3,
            per_category: 1,
            candidates: 3000,
            tier: None,
            minutes: None,
        };
        let made = make_life(order);
        let p = made.problems.first().expect("a problem");
        let mut reader = LifeReader::new();
        let mut swapped = p.clone();
        swapped.solution[0].verdict = Verdict::Wrong;
        swapped.solution[1].verdict = Verdict::Right;
        assert!(check_life(&mut reader, &swapped).is_err());
        let mut answer_wrong = p.clone();
        answer_wrong.solution[0].verdict = Verdict::Wrong;
        assert!(check_life(&mut reader, &answer_wrong).is_err());
    }
}
