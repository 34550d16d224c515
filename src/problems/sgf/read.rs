//! Reading problems from SGF: the position from the root, the answers from the tree,
//! every move played out on the board.

use super::info;
use super::marks::{comment, own_mark};
use crate::engine::{Board, BoardRefusal, Color, Move, Point};
use crate::problems::fact::Fact;
use crate::problems::{Goal, Position, Problem, SetupRefused, Step, Verdict};
use crate::sgf::{board_size, move_of, parse_games, player_to_move, points, SgfError};
use sgf_parse::go::Prop;
use sgf_parse::SgfNode;
use std::fmt;

/// The most moves a problem's tree may hold.
pub const MAX_STEPS: usize = 10_000;
/// The longest line of a problem's tree, in nodes.
const MAX_LINE: usize = 200;

/// Why a problem cannot be read, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemError {
    /// The text is not an SGF collection Tengen reads (the game records' words).
    Sgf(SgfError),
    /// No stone on the board: nothing to solve.
    NoStones,
    /// The stones cannot stand on the board.
    Setup(SetupRefused),
    /// The first node holds a move: a problem starts from a position.
    MoveInRoot,
    /// Stones are added or removed after the starting position: after the move `after`
    /// (as players write it), or before the first move (None).
    SetupInSolution {
        after: Option<String>,
    },
    /// A move off the board, or one the rules refuse.
    CannotPlay {
        line: String,
        why: String,
    },
    TooManyMoves,
    TooDeep,
    /// `GC` or the goal it names does not read.
    Data(String),
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemError::Sgf(e) => e.fmt(f),
            ProblemError::NoStones => {
                write!(f, "The board has no stones: there is nothing to solve.")
            }
            ProblemError::Setup(why) => write!(f, "The position cannot be set up: {why}."),
            ProblemError::MoveInRoot => {
                write!(
                    f,
                    "The first node holds a move: a problem starts from a position."
                )
            }
            ProblemError::SetupInSolution { after: Some(after) } => {
                write!(
                    f,
                    "Stones are added or removed after {after}: only moves may follow."
                )
            }
            ProblemError::SetupInSolution { after: None } => {
                write!(
                    f,
                    "Stones are added or removed before the first move: only moves may follow."
                )
            }
            ProblemError::CannotPlay { line, why } => write!(f, "{line}: {why}."),
            ProblemError::TooManyMoves => write!(f, "The tree holds more than {MAX_STEPS} moves."),
            ProblemError::TooDeep => write!(f, "A line goes deeper than {MAX_LINE} moves."),
            ProblemError::Data(why) => f.write_str(why),
        }
    }
}

/// Why a collection cannot be read: which problem (from 1), if one is to blame, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub problem: Option<usize>,
    pub error: ProblemError,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problem {
            Some(n) => write!(f, "Problem {n}: {}", self.error),
            None => self.error.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads every problem of an SGF collection. Never panics.
pub fn read(text: &str) -> Result<Vec<Problem>, ReadError> {
    let games = parse_games(text).map_err(|e| ReadError {
        problem: None,
        error: ProblemError::Sgf(e),
    })?;
    let read = |(i, game)| {
        read_problem(game).map_err(|error| ReadError {
            problem: Some(i + 1),
            error,
        })
    };
    games.iter().enumerate().map(read).collect()
}

/// A move of the tree as read, before the conventions decide right and wrong.
struct Raw {
    color: Color,
    mv: Move,
    mark: Option<Verdict>,
    comment: String,
    facts: Vec<Fact>,
    next: Vec<Raw>,
}

fn read_problem(root: &SgfNode<Prop>) -> Result<Problem, ProblemError> {
    let size = board_size(root).map_err(ProblemError::Sgf)?;
    // Some collections keep the stones in a node after the root's game information.
    let mut setup = root;
    let mut statement = vec![comment(root)];
    while !has_stones(setup) && move_of(setup, size).is_none() {
        let mut children = setup.children();
        match (children.next(), children.next()) {
            (Some(only), None) if has_stones(only) && move_of(only, size).is_none() => {
                setup = only;
                statement.push(comment(only));
            }
            _ => break,
        }
    }
    if move_of(setup, size).is_some() {
        return Err(ProblemError::MoveInRoot);
    }
    let (black, white) = (points(setup, "AB", size), points(setup, "AW", size));
    if black.is_empty() && white.is_empty() {
        return Err(ProblemError::NoStones);
    }
    let first_move = setup
        .main_variation()
        .find_map(|n| move_of(n, size).map(|m| m.0));
    let position = Position {
        size,
        black,
        white,
        to_play: player_to_move(setup)
            .or(player_to_move(root))
            .or(first_move)
            .unwrap_or(Color::Black),
    };
    let board = position.board().map_err(ProblemError::Setup)?;
    let gc = match root.get_property("GC") {
        Some(Prop::GC(text)) => text.text.clone(),
        _ => String::new(),
    };
    let data = info::read(&gc, size).map_err(ProblemError::Data)?;
    if let Some(goal) = data.goal {
        check_goal(&board, goal, position.to_play)?;
    }
    let mut reading = Reading {
        size,
        line: Vec::new(),
        moves: 0,
    };
    let following = reading.children(setup, &board)?;
    statement.extend(following.comments);
    let raw = following.steps;
    let any_mark = raw.iter().any(marked);
    let solver = position.to_play;
    Ok(Problem {
        name: simple_text(root, "GN"),
        position,
        goal: data.goal,
        category: data.category,
        tier: data.tier,
        rating: data.rating,
        view: view(root, size),
        source: simple_text(root, "SO"),
        statement: join(statement),
        solution: resolve(raw, any_mark, solver, true),
    })
}

/// The goal's string must stand on the board in the colour the goal needs.
fn check_goal(board: &Board, goal: Goal, to_play: Color) -> Result<(), ProblemError> {
    let (target, want) = match goal {
        Goal::Capture(p) => (p, to_play.opposite()),
        Goal::Save(p) => (p, to_play),
    };
    if board.get(target) == Some(want) {
        return Ok(());
    }
    Err(ProblemError::Data(format!(
        "The goal's string at {} should be {}, and it is not.",
        target.to_gtp(board.size()),
        want.to_string().to_lowercase()
    )))
}

/// `VW`: the smallest rectangle holding the points it lists, as two opposite corners.
fn view(node: &SgfNode<Prop>, size: u8) -> Option<(Point, Point)> {
    let Some(Prop::VW(points)) = node.get_property("VW") else {
        return None;
    };
    let on: Vec<Point> = points
        .iter()
        .map(|p| Point::new(p.x, p.y))
        .filter(|p| p.on_board(size))
        .collect();
    let cols = on.iter().map(|p| p.col);
    let rows = on.iter().map(|p| p.row);
    let from = Point::new(cols.clone().min()?, rows.clone().min()?);
    Some((from, Point::new(cols.max()?, rows.max()?)))
}

/// Whether a node adds or removes stones.
fn has_stones(node: &SgfNode<Prop>) -> bool {
    node.properties()
        .any(|p| matches!(p, Prop::AB(_) | Prop::AW(_) | Prop::AE(_)))
}

/// `GN` or `SO`, or nothing.
fn simple_text(node: &SgfNode<Prop>, id: &str) -> String {
    match node.get_property(id) {
        Some(Prop::GN(t) | Prop::SO(t)) => t.text.clone(),
        _ => String::new(),
    }
}

fn join(comments: Vec<String>) -> String {
    let parts: Vec<String> = comments.into_iter().filter(|c| !c.is_empty()).collect();
    parts.join("\n")
}

/// What follows a node: its moves, and what the nodes without a move say (their marks
/// and comments belong to the move before them).
#[derive(Default)]
struct Following {
    steps: Vec<Raw>,
    mark: Option<Verdict>,
    comments: Vec<String>,
}

/// The tree being read: where it is and how much it has read.
struct Reading {
    size: u8,
    /// The moves from the position to here, as players write them.
    line: Vec<String>,
    moves: usize,
}

impl Reading {
    /// The moves after `node` on `board`, and what nodes without a move say: their
    /// marks and comments belong to the move before them.
    fn children(&mut self, node: &SgfNode<Prop>, board: &Board) -> Result<Following, ProblemError> {
        if self.line.len() >= MAX_LINE {
            return Err(ProblemError::TooDeep);
        }
        let mut following = Following::default();
        for child in node.children() {
            if has_stones(child) {
                // The last move played (nodes without a move stand in the line as "").
                let after = self.line.iter().rev().find(|m| !m.is_empty()).cloned();
                return Err(ProblemError::SetupInSolution { after });
            }
            let Some((color, mv)) = move_of(child, self.size) else {
                self.line.push(String::new());
                let more = self.children(child, board)?;
                self.line.pop();
                following.steps.extend(more.steps);
                following.mark = following.mark.or(own_mark(child)).or(more.mark);
                following.comments.push(comment(child));
                following.comments.extend(more.comments);
                continue;
            };
            following.steps.push(self.step(child, board, color, mv)?);
        }
        Ok(following)
    }

    /// One move, played out on the board, with what follows it.
    fn step(
        &mut self,
        node: &SgfNode<Prop>,
        board: &Board,
        color: Color,
        mv: Result<Move, String>,
    ) -> Result<Raw, ProblemError> {
        self.moves += 1;
        if self.moves > MAX_STEPS {
            return Err(ProblemError::TooManyMoves);
        }
        let refused = |line: &[String], why: String| ProblemError::CannotPlay {
            line: line
                .iter()
                .filter(|m| !m.is_empty())
                .cloned()
                .collect::<Vec<_>>()
                .join(", "),
            why,
        };
        let mv = mv.map_err(|text| {
            let mut line = self.line.clone();
            line.push(text);
            refused(&line, "not a point of this board".into())
        })?;
        let words = format!("{} {}", color, mv.to_gtp(self.size));
        self.line.push(words);
        let next = played(board, color, mv).map_err(|why| refused(&self.line, why.into()))?;
        let after = self.children(node, &next)?;
        self.line.pop();
        let mut all = vec![comment(node)];
        all.extend(after.comments);
        Ok(Raw {
            color,
            mv,
            mark: own_mark(node).or(after.mark),
            comment: join(all),
            facts: facts(node, self.size),
            next: after.steps,
        })
    }
}

/// The board after a move, boxed: built here, out of the recursion, so that a deep tree
/// does not keep a board per move on the stack.
#[inline(never)]
fn played(board: &Board, color: Color, mv: Move) -> Result<Box<Board>, &'static str> {
    let mut next = Box::new(board.clone());
    match mv {
        Move::Place(p) => next.play(p, color).map_err(|why| match why {
            BoardRefusal::Occupied => "the point is taken",
            BoardRefusal::Suicide => "the stone would have no liberty",
            BoardRefusal::Ko => "it retakes a ko at once",
            _ => "not a point of this board",
        })?,
        _ => {
            next.pass();
            0
        }
    };
    Ok(next)
}

/// A move's `FACT[]` values that read (see [`Fact::from_sgf`]).
fn facts(node: &SgfNode<Prop>, size: u8) -> Vec<Fact> {
    match node.get_property("FACT") {
        Some(Prop::Unknown(_, values)) => values
            .iter()
            .filter_map(|v| Fact::from_sgf(v, size))
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether a move or one after it is marked.
fn marked(raw: &Raw) -> bool {
    raw.mark.is_some() || raw.next.iter().any(marked)
}

/// Whether a move after this one is marked right.
fn right_below(raw: &Raw) -> bool {
    raw.next
        .iter()
        .any(|r| r.mark == Some(Verdict::Right) || right_below(r))
}

/// Right and wrong by the conventions: a move's own mark; else right when a move after
/// it is marked right; else, once anything is marked, wrong. With nothing marked, the
/// first move of each right position is right (the main line), and so are the
/// opponent's other replies there; the solver's other moves are wrong.
fn resolve(raws: Vec<Raw>, any_mark: bool, solver: Color, parent_right: bool) -> Vec<Step> {
    raws.into_iter()
        .enumerate()
        .map(|(i, raw)| {
            let verdict = match raw.mark {
                Some(v) => v,
                None if right_below(&raw) => Verdict::Right,
                None if any_mark => Verdict::Wrong,
                None if parent_right && (i == 0 || raw.color != solver) => Verdict::Right,
                None => Verdict::Wrong,
            };
            let right = verdict == Verdict::Right;
            Step {
                color: raw.color,
                mv: raw.mv,
                verdict,
                comment: raw.comment,
                facts: raw.facts,
                next: resolve(raw.next, any_mark, solver, right),
            }
        })
        .collect()
}
