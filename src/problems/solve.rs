//! A problem being solved: the learner's moves walked down the solution tree, the
//! tree's replies played back, and a wrong try refuted as the file says. A move the file
//! does not know is wrong, never guessed at: the tool that made the file proved that
//! every move but the answer fails (see [`super::check`]).

use super::model::{Goal, Problem, SetupRefused, Step, Verdict};
use crate::engine::{Color, Game, Move, MoveError, Point, Rules};

/// A move as the board shows it: who played where (None: elsewhere, a pass in the
/// file), and the stones it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub color: Color,
    pub at: Option<Point>,
    pub captured: Vec<Point>,
}

/// What the learner's move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The game refuses the move (a stone there, no liberty, a ko): nothing changes.
    Refused(MoveError),
    /// A right move, the opponent's replies from the tree, and whether that solves it.
    Right {
        played: Shown,
        replies: Vec<Shown>,
        solved: bool,
    },
    /// A wrong move and the tree's refutation (none where the file does not know the
    /// move), with why it fails.
    Wrong {
        played: Shown,
        refutation: Vec<Shown>,
        why: Why,
    },
}

/// Why a wrong try fails, in the engine's facts (the page puts them into words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The string to capture is still on the board, with this many liberties.
    Escapes { at: Point, liberties: usize },
    /// The string to capture got away by joining a stone of its colour that stood on the
    /// board from the start (a ladder breaker, a friend to run to): it has this many
    /// liberties now.
    Joins {
        at: Point,
        stone: Point,
        liberties: usize,
    },
    /// The learner's string to save was captured: this many stones.
    Captured { at: Point, stones: usize },
    /// The learner's string to save is left with this many liberties and no way out.
    Trapped { at: Point, liberties: usize },
    /// The opponent took this many of the learner's stones (a problem without a goal).
    LosesStones { stones: usize },
    /// The file knows the move as wrong and the board says no more.
    Refuted,
    /// The file does not know the move: it is not the answer.
    NotTheAnswer,
}

/// Where the attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for the learner's move.
    Solving,
    /// The right line is played to its end.
    Solved,
    /// A wrong move and its refutation are on the board.
    Failed,
    /// The answer was shown.
    Shown,
}

/// The hint from the solution tree: first where to look, then the move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The points the tree's moves touch, and one line around them.
    Area(Vec<Point>),
    /// The right move here.
    Move(Point),
}

/// A problem being solved on its board.
#[derive(Clone, Debug)]
pub struct Attempt {
    problem: Problem,
    start: Game,
    game: Game,
    /// The tree's steps taken from the root, as child indices.
    path: Vec<usize>,
    /// The moves on the board since the start.
    line: Vec<Shown>,
    /// The board, path and line before the last wrong move, for "Try again".
    before_wrong: Option<(Game, Vec<usize>, usize)>,
    status: Status,
    hints: u8,
    /// Whether the learner has had no wrong move, hint or shown answer yet.
    clean: bool,
}

impl Attempt {
    /// The problem on its starting board; a position that cannot stand is refused in words.
    pub fn new(problem: Problem) -> Result<Attempt, SetupRefused> {
        let board = problem.position.board()?;
        // Positional superko as the AGA rules have it: a problem's ko must not repeat.
        let rules = Rules::preset("aga").unwrap_or_default();
        let start = Game::from_position(rules, &board, problem.position.to_play);
        Ok(Attempt {
            problem,
            game: start.clone(),
            start,
            path: Vec::new(),
            line: Vec::new(),
            before_wrong: None,
            status: Status::Solving,
            hints: 0,
            clean: true,
        })
    }

    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The board now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The colour the learner plays.
    pub fn solver(&self) -> Color {
        self.problem.position.to_play
    }

    /// Whether the learner has solved it so far without a wrong move, a hint or the answer.
    pub fn is_clean(&self) -> bool {
        self.clean
    }

    /// The tree's moves after the path walked so far.
    fn children(&self) -> &[Step] {
        let mut steps = &self.problem.solution[..];
        for &i in &self.path {
            match steps.get(i) {
                Some(step) => steps = &step.next,
                None => return &[],
            }
        }
        steps
    }

    /// How many of the tree's moves are on the board.
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// The file's comments on the tree's moves walked after the first `from`, the empty
    /// ones left out.
    pub fn comments(&self, from: usize) -> Vec<&str> {
        let mut said = Vec::new();
        let mut steps = &self.problem.solution[..];
        for (k, &i) in self.path.iter().enumerate() {
            let Some(step) = steps.get(i) else { break };
            if k >= from {
                said.push(step.comment.as_str());
            }
            steps = &step.next;
        }
        said.retain(|c| !c.trim().is_empty());
        said
    }

    /// Plays the learner's move at `at` and what the tree answers.
    pub fn play(&mut self, at: Point) -> Answer {
        if self.status != Status::Solving {
            return Answer::Refused(MoveError::GameOver);
        }
        let before = (self.game.clone(), self.path.clone(), self.line.len());
        let solver = self.solver();
        let played = match play(&mut self.game, solver, Move::Place(at)) {
            Ok(shown) => shown,
            Err(e) => return Answer::Refused(e),
        };
        self.line.push(played.clone());
        let children = self.children();
        let found = children
            .iter()
            .position(|s| s.color == solver && s.point() == Some(at));
        if let Some(i) = found.filter(|&i| children[i].verdict == Verdict::Right) {
            self.path.push(i);
            let replies = self.follow_while(|s| s.color != solver);
            let solved = !self.children().iter().any(|s| s.color == solver);
            if solved {
                self.status = Status::Solved;
            }
            return Answer::Right {
                played,
                replies,
                solved,
            };
        }
        self.clean = false;
        self.status = Status::Failed;
        self.before_wrong = Some(before);
        let Some(i) = found else {
            return Answer::Wrong {
                played,
                refutation: Vec::new(),
                why: Why::NotTheAnswer,
            };
        };
        self.path.push(i);
        // The tree's line after the wrong try: its first variation at each step.
        let refutation = self.follow_while(|_| true);
        let why = self.why();
        Answer::Wrong {
            played,
            refutation,
            why,
        }
    }

    /// Plays the tree's first move after the path that `take` accepts, again and again,
    /// and returns the moves played.
    fn follow_while(&mut self, take: impl Fn(&Step) -> bool) -> Vec<Shown> {
        let mut played = Vec::new();
        loop {
            let next = self.children().iter().position(&take);
            let Some(i) = next else { break };
            let step = &self.children()[i];
            let (color, mv) = (step.color, step.mv);
            let Ok(shown) = play(&mut self.game, color, mv) else {
                break;
            };
            self.path.push(i);
            self.line.push(shown.clone());
            played.push(shown);
        }
        played
    }

    /// Why the line of a wrong try fails, from the board after it.
    fn why(&self) -> Why {
        let solver = self.solver();
        let lost: Vec<Point> = self
            .line
            .iter()
            .skip(self.before_wrong.as_ref().map_or(0, |b| b.2))
            .filter(|s| s.color != solver)
            .flat_map(|s| s.captured.iter().copied())
            .collect();
        let board = self.game.board();
        match self.problem.goal {
            Some(Goal::Capture(target)) if board.get(target) == Some(solver.opposite()) => {
                let liberties = board.liberties(target);
                match self.joined(target) {
                    Some(stone) => Why::Joins {
                        at: target,
                        stone,
                        liberties,
                    },
                    None => Why::Escapes {
                        at: target,
                        liberties,
                    },
                }
            }
            Some(Goal::Save(target)) if lost.contains(&target) => Why::Captured {
                at: target,
                stones: lost.len(),
            },
            Some(Goal::Save(target)) if board.get(target) == Some(solver) => Why::Trapped {
                at: target,
                liberties: board.liberties(target),
            },
            _ if lost.is_empty() => Why::Refuted,
            _ => Why::LosesStones { stones: lost.len() },
        }
    }

    /// A stone of `target`'s string now that stood on the board from the start but was
    /// not in the string then (the nearest to the string's first stones).
    fn joined(&self, target: Point) -> Option<Point> {
        let start = self.problem.position.board().ok()?;
        let first = start.string_stones(target);
        let colour = start.get(target)?;
        let distance = |p: Point| {
            (first.iter())
                .map(|q| p.col.abs_diff(q.col) + p.row.abs_diff(q.row))
                .min()
                .unwrap_or(u8::MAX)
        };
        (self.game.board().string_stones(target).into_iter())
            .filter(|p| !first.contains(p) && start.get(*p) == Some(colour))
            .min_by_key(|&p| distance(p))
    }

    /// Back to the board before the last wrong move.
    pub fn retry(&mut self) {
        if let Some((game, path, line)) = self.before_wrong.take() {
            self.game = game;
            self.path = path;
            self.line.truncate(line);
            self.status = Status::Solving;
        }
    }

    /// Back to the problem's first position.
    pub fn restart(&mut self) {
        self.game = self.start.clone();
        self.path.clear();
        self.line.clear();
        self.before_wrong = None;
        self.status = Status::Solving;
    }

    /// Plays the answer from where the learner went wrong (or stands now) to the end of
    /// the right line, and returns its moves.
    pub fn show_answer(&mut self) -> Vec<Shown> {
        self.retry();
        if self.status != Status::Solving {
            return Vec::new();
        }
        self.clean = false;
        let line = self.follow_while(|s| s.verdict == Verdict::Right);
        self.status = Status::Shown;
        line
    }

    /// The next hint: the area the tree plays in first, then the right move.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.status != Status::Solving {
            return None;
        }
        let solver = self.solver();
        let right = self
            .children()
            .iter()
            .find(|s| s.color == solver && s.verdict == Verdict::Right)?
            .point()?;
        self.clean = false;
        self.hints = self.hints.saturating_add(1);
        if self.hints == 1 {
            Some(Hint::Area(self.area()))
        } else {
            Some(Hint::Move(right))
        }
    }

    /// The empty points within one line of the tree's moves from here.
    fn area(&self) -> Vec<Point> {
        fn walk(steps: &[Step], out: &mut Vec<Point>) {
            for s in steps {
                out.extend(s.point());
                walk(&s.next, out);
            }
        }
        let mut moves = Vec::new();
        walk(self.children(), &mut moves);
        let size = self.problem.position.size;
        let near = |p: Point, q: Point| p.col.abs_diff(q.col) <= 1 && p.row.abs_diff(q.row) <= 1;
        Point::all(size)
            .filter(|&p| self.game.board().get(p).is_none())
            .filter(|&p| moves.iter().any(|&m| near(p, m)))
            .collect()
    }

    /// The stones the learner's moves took so far, and the liberties of the string the
    /// problem is about (if it still stands): what a solved problem's words say.
    pub fn result(&self) -> (usize, Option<usize>) {
        let solver = self.solver();
        let captured = self
            .line
            .iter()
            .filter(|s| s.color == solver)
            .map(|s| s.captured.len())
            .sum();
        let board = self.game.board();
        let target = self.problem.goal.map(Goal::target);
        let liberties = target
            .filter(|&p| board.get(p).is_some())
            .map(|p| board.liberties(p));
        (captured, liberties)
    }

    /// The moves on the board since the start.
    pub fn line(&self) -> &[Shown] {
        &self.line
    }
}

/// Plays `color`'s `mv` on `game`, as the board should show it.
fn play(game: &mut Game, color: Color, mv: Move) -> Result<Shown, MoveError> {
    let outcome = game.play_as(color, mv)?;
    Ok(Shown {
        color,
        at: match mv {
            Move::Place(p) => Some(p),
            _ => None,
        },
        captured: outcome.captured,
    })
}

#[cfg(test)]
mod tests;
