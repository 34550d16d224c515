//! A problem being solved, as one plain value with one [`Attempt::act`]: the learner's
//! moves walked down the solution tree, the tree's replies played back, a wrong try
//! refuted as the file says, hints, the answer, Try again and Start over. A move the file
//! does not know is wrong, never guessed at: the tool that made the file proved that
//! every move but the answer fails (see [`super::check`]). The screen only turns each
//! [`Outcome`] into words and paint.

use super::fact::Told;
use super::model::{Goal, Problem, SetupRefused, Step, Verdict};
use super::progress::Ending;
use crate::engine::{Color, Game, Move, MoveError, Point, Rules};

/// A move as the board shows it: who played where (None: elsewhere, a pass in the
/// file), and the stones it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub color: Color,
    pub at: Option<Point>,
    pub captured: Vec<Point>,
}

/// What the learner does with a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move at a point (a tap, or Enter on the board's cursor).
    Play(Point),
    /// The next hint: where to look, then the move.
    Hint,
    /// The right line from where the learner went wrong (or stands now) to its end.
    ShowAnswer,
    /// "Try again": back to the board before the wrong move.
    Retry,
    /// "Start over": back to the problem's first position.
    Restart,
}

/// What an action did, for the screen to put into words and paint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing changed: a move once the attempt is over, a hint with none to give, Try
    /// again without a wrong move.
    Nothing,
    /// A right move and the opponent's replies from the tree; the learner plays on.
    Right {
        played: Shown,
        replies: Vec<Shown>,
        /// The file's comments on these moves (the empty ones left out).
        comments: Vec<String>,
        /// What these moves do, in Go terms (the shipped files').
        facts: Vec<Told>,
    },
    /// A right move that ends the right line: solved.
    Solved {
        played: Shown,
        replies: Vec<Shown>,
        comments: Vec<String>,
        facts: Vec<Told>,
        /// The stones the learner's moves took.
        captured: usize,
        /// The liberties of the string the problem is about, if it still stands.
        liberties: Option<usize>,
        /// No wrong move, hint or shown answer on the way.
        first_try: bool,
    },
    /// A wrong move and the tree's refutation (none where the file does not know the
    /// move), with why it fails.
    Wrong {
        played: Shown,
        refutation: Vec<Shown>,
        why: Why,
        comments: Vec<String>,
        facts: Vec<Told>,
    },
    /// The answer's moves, played from the board before the wrong move (`after_wrong`:
    /// that wrong move already ended this try) or from the board as it stood.
    Answer { line: Vec<Shown>, after_wrong: bool },
    /// The hint now on the board.
    Hint(Hint),
    /// The board before the wrong move, the learner to play.
    Retried,
    /// The problem's first position.
    Restarted,
}

impl Outcome {
    /// How this try ended, for the learner's progress: None where it goes on, or where
    /// it ended before (the answer shown after a wrong move).
    pub fn ending(&self) -> Option<Ending> {
        match self {
            Outcome::Solved {
                first_try: true, ..
            } => Some(Ending::Clean),
            Outcome::Solved { .. } => Some(Ending::Helped),
            Outcome::Wrong { .. }
            | Outcome::Answer {
                after_wrong: false, ..
            } => Some(Ending::Failed),
            _ => None,
        }
    }

    /// The learner's move and what followed it (the tree's replies, or the refutation).
    pub fn played(&self) -> Option<(&Shown, &[Shown])> {
        match self {
            Outcome::Right {
                played, replies, ..
            }
            | Outcome::Solved {
                played, replies, ..
            }
            | Outcome::Wrong {
                played,
                refutation: replies,
                ..
            } => Some((played, replies)),
            _ => None,
        }
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<&Shown> {
        match (self.played(), self) {
            (Some((played, then)), _) => std::iter::once(played).chain(then).collect(),
            (None, Outcome::Answer { line, .. }) => line.iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The stones the moves took off the board, with their colour: what fades out.
    pub fn taken(&self) -> Vec<(Point, Color)> {
        (self.moves().into_iter())
            .flat_map(|s| s.captured.iter().map(|&p| (p, s.color.opposite())))
            .collect()
    }
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
pub enum Standing {
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
    standing: Standing,
    /// Hints given so far: the first shows the area, the next ones the move.
    hints: u8,
    /// The hint on the board, until the next move or a new try.
    hint: Option<Hint>,
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
            standing: Standing::Solving,
            hints: 0,
            hint: None,
            clean: true,
        })
    }

    // ----- what to show -----

    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The board now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn standing(&self) -> Standing {
        self.standing
    }

    /// The colour the learner plays.
    pub fn solver(&self) -> Color {
        self.problem.position.to_play
    }

    /// The hint on the board (only while solving).
    pub fn hint(&self) -> Option<&Hint> {
        self.hint
            .as_ref()
            .filter(|_| self.standing == Standing::Solving)
    }

    /// The moves on the board since the start.
    pub fn line(&self) -> &[Shown] {
        &self.line
    }

    // ----- what the learner does -----

    /// Does what the learner asked. A move the rules refuse (a stone there, no liberty,
    /// a ko) is refused with the engine's reason and changes nothing.
    pub fn act(&mut self, action: Action) -> Result<Outcome, MoveError> {
        if self.standing != Standing::Solving && matches!(action, Action::Play(_) | Action::Hint) {
            return Ok(Outcome::Nothing);
        }
        Ok(match action {
            Action::Play(at) => self.play(at)?,
            Action::Hint => self.next_hint().map_or(Outcome::Nothing, Outcome::Hint),
            Action::ShowAnswer => self.show_answer(),
            Action::Retry if self.retry() => Outcome::Retried,
            Action::Retry => Outcome::Nothing,
            Action::Restart => {
                self.restart();
                Outcome::Restarted
            }
        })
    }

    /// Plays the learner's move at `at` and what the tree answers.
    fn play(&mut self, at: Point) -> Result<Outcome, MoveError> {
        let before = (self.game.clone(), self.path.clone(), self.line.len());
        let depth = self.path.len();
        let solver = self.solver();
        let played = play(&mut self.game, solver, Move::Place(at))?;
        self.hint = None;
        self.line.push(played.clone());
        let children = self.children();
        let found = children
            .iter()
            .position(|s| s.color == solver && s.point() == Some(at));
        if let Some(i) = found.filter(|&i| children[i].verdict == Verdict::Right) {
            self.path.push(i);
            let replies = self.follow_while(|s| s.color != solver);
            let (comments, facts) = (self.comments(depth), self.facts(depth));
            if self.children().iter().any(|s| s.color == solver) {
                return Ok(Outcome::Right {
                    played,
                    replies,
                    comments,
                    facts,
                });
            }
            self.standing = Standing::Solved;
            let (captured, liberties) = self.result();
            return Ok(Outcome::Solved {
                played,
                replies,
                comments,
                facts,
                captured,
                liberties,
                first_try: self.clean,
            });
        }
        self.clean = false;
        self.standing = Standing::Failed;
        self.before_wrong = Some(before);
        let Some(i) = found else {
            return Ok(Outcome::Wrong {
                played,
                refutation: Vec::new(),
                why: Why::NotTheAnswer,
                comments: Vec::new(),
                facts: Vec::new(),
            });
        };
        self.path.push(i);
        // The tree's line after the wrong try: its first variation at each step.
        let refutation = self.follow_while(|_| true);
        Ok(Outcome::Wrong {
            played,
            refutation,
            why: self.why(),
            comments: self.comments(depth),
            facts: self.facts(depth),
        })
    }

    /// Back to the board before the last wrong move; false where there was none.
    fn retry(&mut self) -> bool {
        let Some((game, path, line)) = self.before_wrong.take() else {
            return false;
        };
        self.game = game;
        self.path = path;
        self.line.truncate(line);
        self.standing = Standing::Solving;
        self.hint = None;
        true
    }

    /// Back to the problem's first position.
    fn restart(&mut self) {
        self.game = self.start.clone();
        self.path.clear();
        self.line.clear();
        self.before_wrong = None;
        self.standing = Standing::Solving;
        self.hint = None;
    }

    /// Plays the answer from where the learner went wrong (or stands now) to the end of
    /// the right line.
    fn show_answer(&mut self) -> Outcome {
        let after_wrong = self.retry();
        if self.standing != Standing::Solving {
            return Outcome::Nothing;
        }
        self.clean = false;
        self.hint = None;
        let line = self.follow_while(|s| s.verdict == Verdict::Right);
        self.standing = Standing::Shown;
        Outcome::Answer { line, after_wrong }
    }

    /// The next hint: the area the tree plays in first, then the right move.
    fn next_hint(&mut self) -> Option<Hint> {
        let solver = self.solver();
        let right = self
            .children()
            .iter()
            .find(|s| s.color == solver && s.verdict == Verdict::Right)?
            .point()?;
        self.clean = false;
        self.hints = self.hints.saturating_add(1);
        let hint = if self.hints == 1 {
            Hint::Area(self.area())
        } else {
            Hint::Move(right)
        };
        self.hint = Some(hint.clone());
        Some(hint)
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

    /// The tree's steps walked after the first `from`.
    fn walked(&self, from: usize) -> Vec<&Step> {
        let mut walked = Vec::new();
        let mut steps = &self.problem.solution[..];
        for &i in &self.path {
            let Some(step) = steps.get(i) else { break };
            walked.push(step);
            steps = &step.next;
        }
        walked.split_off(from.min(walked.len()))
    }

    /// The file's comments on the tree's moves walked after the first `from`, the empty
    /// ones left out.
    fn comments(&self, from: usize) -> Vec<String> {
        let walked = self.walked(from).into_iter();
        let said = walked.filter(|s| !s.comment.trim().is_empty());
        said.map(|s| s.comment.clone()).collect()
    }

    /// What the tree's moves walked after the first `from` do, with who played them
    /// where.
    fn facts(&self, from: usize) -> Vec<Told> {
        let walked = self.walked(from).into_iter();
        let told = walked.flat_map(|s| {
            let (color, at, verdict) = (s.color, s.point(), s.verdict);
            let told = move |&fact| Told {
                color,
                at,
                verdict,
                fact,
            };
            s.facts.iter().map(told)
        });
        told.collect()
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
    fn result(&self) -> (usize, Option<usize>) {
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
