//! Checking a problem exactly with the reader: one right first move and no other, the
//! answer holding against every reply, and each wrong try refuted as the tree says.

use crate::reading::{Fate, FirstMove, Reader};
use std::fmt;
use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::{Goal, Problem, SetupRefused, Step, Verdict};

/// What the check found: the answer, how deep it reads, the tier that depth gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    pub answer: Point,
    pub depth: u8,
    pub tier: u8,
}

/// Why a problem does not stand, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The problem does not say which string it is about.
    NoGoal,
    Setup(SetupRefused),
    /// The reader cannot settle what happens after this move within its depth.
    Unsettled {
        at: String,
    },
    NoAnswer,
    SeveralAnswers {
        at: Vec<String>,
    },
    /// The tree marks these first moves right, not the one answer.
    MarkedRight {
        marked: Vec<String>,
        answer: String,
    },
    /// After this line the goal is no longer reached.
    AnswerFails {
        line: String,
    },
    /// A wrong try without the reply that refutes it.
    NoRefutation {
        at: String,
    },
    /// The reply recorded against a wrong try does not refute it.
    RefutationFails {
        line: String,
    },
    /// A wrong try's line stops before it shows what went wrong (the string to capture
    /// still in atari, the string to save with room).
    RefutationUnclear {
        line: String,
    },
    /// A capture's answer line stops before the capture.
    LineStopsShort {
        line: String,
    },
    TierDiffers {
        written: u8,
        read: u8,
    },
}

impl Fault {
    /// The kind of fault, without the moves: for counting faults of many problems.
    pub fn kind(&self) -> &'static str {
        match self {
            Fault::NoGoal => "no goal",
            Fault::Setup(_) => "the position cannot be set up",
            Fault::Unsettled { .. } => "the reader cannot settle a first move",
            Fault::NoAnswer => "no first move reaches the goal",
            Fault::SeveralAnswers { .. } => "several first moves work",
            Fault::MarkedRight { .. } => "the tree marks another answer",
            Fault::AnswerFails { .. } => "a reply beats the answer",
            Fault::NoRefutation { .. } => "a wrong try without refutation",
            Fault::RefutationFails { .. } => "a refutation does not refute",
            Fault::RefutationUnclear { .. } => "a refutation stops before it shows the failure",
            Fault::LineStopsShort { .. } => "the answer line stops before the capture",
            Fault::TierDiffers { .. } => "the tier differs from the reading",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NoGoal => write!(f, "the problem does not name the string it is about"),
            Fault::Setup(why) => write!(f, "the position cannot be set up: {why}"),
            Fault::Unsettled { at } => write!(f, "the reader cannot settle {at}"),
            Fault::NoAnswer => write!(f, "no first move reaches the goal"),
            Fault::SeveralAnswers { at } => {
                write!(f, "several first moves work: {}", at.join(", "))
            }
            Fault::MarkedRight { marked, answer } => write!(
                f,
                "the tree marks [{}] right, the answer is {answer}",
                marked.join(", ")
            ),
            Fault::AnswerFails { line } => write!(f, "the goal is missed after {line}"),
            Fault::NoRefutation { at } => write!(f, "the wrong try {at} has no refutation"),
            Fault::RefutationFails { line } => write!(f, "{line} does not refute the wrong try"),
            Fault::RefutationUnclear { line } => {
                write!(
                    f,
                    "the wrong line {line} stops before it shows what went wrong"
                )
            }
            Fault::LineStopsShort { line } => {
                write!(f, "the answer {line} stops before the capture")
            }
            Fault::TierDiffers { written, read } => {
                write!(f, "the tier is {written}, the reading says {read}")
            }
        }
    }
}

/// The tier a reading depth gives: 1 for one move, 2 up to four, 3 beyond.
pub fn tier(depth: u8) -> u8 {
    match depth {
        0..=1 => 1,
        2..=4 => 2,
        _ => 3,
    }
}

/// Whether the reading after a move means the goal is reached.
pub fn reached(goal: Goal, status: Fate) -> bool {
    match goal {
        Goal::Capture(_) => matches!(status, Fate::Captured { .. }),
        Goal::Save(_) => status == Fate::Safe,
    }
}

/// The first move that reaches the goal, if it is the only legal one. The moves are
/// read nearest the string first, and the reading stops at a second answer, or at a
/// move the reader cannot settle: the answer would be a guess.
pub fn unique_answer(
    reader: &mut Reader,
    board: &Board,
    goal: Goal,
    to_play: Color,
) -> Result<FirstMove, Fault> {
    let size = board.size();
    let mut working = 0;
    let moves = reader.first_moves_until(board, goal.target(), to_play, |m| {
        working += reached(goal, m.status) as usize;
        m.status == Fate::Unsettled || working > 1
    });
    if let Some(m) = moves.iter().find(|m| m.status == Fate::Unsettled) {
        return Err(Fault::Unsettled {
            at: m.at.to_gtp(size),
        });
    }
    let working: Vec<&FirstMove> = moves.iter().filter(|m| reached(goal, m.status)).collect();
    match working[..] {
        [] => Err(Fault::NoAnswer),
        [only] => Ok(*only),
        _ => Err(Fault::SeveralAnswers {
            at: working.iter().map(|m| m.at.to_gtp(size)).collect(),
        }),
    }
}

/// How many moves deep the answer reads: the plies to the capture, or for a string
/// saved the answer and the line of ataris and answers after it.
pub fn reading_depth(reader: &mut Reader, board: &Board, goal: Goal, answer: FirstMove) -> u8 {
    match answer.status {
        Fate::Captured { plies } => plies,
        _ => {
            let mut after = board.clone();
            let _ = after.play(answer.at, board.get(goal.target()).unwrap_or(Color::Black));
            let attacker = board
                .get(goal.target())
                .map_or(Color::White, Color::opposite);
            1 + reader.line(&after, goal.target(), attacker).len() as u8
        }
    }
}

/// Checks a problem exactly: the reader's one answer is the one the tree marks right,
/// it holds against every legal reply and along the tree's right lines (a capture's main
/// line ends in the capture), each wrong try's recorded reply refutes it, and a tier
/// written in the problem is the reading's.
pub fn check(problem: &Problem, reader: &mut Reader) -> Result<Checked, Fault> {
    let goal = problem.goal.ok_or(Fault::NoGoal)?;
    let board = problem.position.board().map_err(Fault::Setup)?;
    let size = board.size();
    let solver = problem.position.to_play;
    let answer = unique_answer(reader, &board, goal, solver)?;
    let marked: Vec<&Step> = problem.right_answers().collect();
    if marked.len() != 1 || marked[0].mv != Move::Place(answer.at) {
        return Err(Fault::MarkedRight {
            marked: marked.iter().map(|s| s.mv.to_gtp(size)).collect(),
            answer: answer.at.to_gtp(size),
        });
    }
    let mut after = board.clone();
    let _ = after.play(answer.at, solver);
    let mut line = vec![format!("{solver} {}", answer.at.to_gtp(size))];
    every_reply_fails(reader, &after, goal, solver, &line)?;
    right_lines(reader, &after, goal, marked[0], &mut line)?;
    if let Goal::Capture(target) = goal {
        main_line_captures(&board, target, marked[0])?;
    }
    for wrong in problem.wrong_tries() {
        refuted(reader, &board, goal, wrong)?;
    }
    let depth = reading_depth(reader, &board, goal, answer);
    let read = tier(depth);
    match problem.tier {
        Some(written) if written != read => Err(Fault::TierDiffers { written, read }),
        _ => Ok(Checked {
            answer: answer.at,
            depth,
            tier: read,
        }),
    }
}

/// After the answer, every legal reply of the opponent still loses: the reader's own
/// tries answer the moves after it, but this first reply is every move on the board.
fn every_reply_fails(
    reader: &mut Reader,
    after: &Board,
    goal: Goal,
    solver: Color,
    line: &[String],
) -> Result<(), Fault> {
    if after.get(goal.target()).is_none() {
        return Ok(());
    }
    let replies = reader.first_moves(after, goal.target(), solver.opposite());
    match replies.iter().find(|r| !reached(goal, r.status)) {
        Some(r) => Err(Fault::AnswerFails {
            line: format!(
                "{}, {} {}",
                line.join(", "),
                solver.opposite(),
                r.at.to_gtp(after.size())
            ),
        }),
        None => Ok(()),
    }
}

/// Along the tree's right lines after `step` (played on `board`), the goal stays reached.
fn right_lines(
    reader: &mut Reader,
    board: &Board,
    goal: Goal,
    step: &Step,
    line: &mut Vec<String>,
) -> Result<(), Fault> {
    for next in step.next.iter().filter(|s| s.verdict == Verdict::Right) {
        let mut after = board.clone();
        play(&mut after, next);
        line.push(format!("{} {}", next.color, next.mv.to_gtp(board.size())));
        let status = reader.read(&after, goal.target(), next.color.opposite());
        if !reached(goal, status) {
            return Err(Fault::AnswerFails {
                line: line.join(", "),
            });
        }
        right_lines(reader, &after, goal, next, line)?;
        line.pop();
    }
    Ok(())
}

/// The answer's main line (each move's first right follow-up) ends with the string taken.
fn main_line_captures(board: &Board, target: Point, answer: &Step) -> Result<(), Fault> {
    let mut board = board.clone();
    let mut step = Some(answer);
    let mut line = Vec::new();
    while let Some(s) = step {
        play(&mut board, s);
        line.push(s.mv.to_gtp(board.size()));
        step = s.next.iter().find(|n| n.verdict == Verdict::Right);
    }
    match board.get(target) {
        None => Ok(()),
        Some(_) => Err(Fault::LineStopsShort {
            line: line.join(" "),
        }),
    }
}

/// A wrong try's recorded reply leaves the goal out of reach.
fn refuted(reader: &mut Reader, board: &Board, goal: Goal, wrong: &Step) -> Result<(), Fault> {
    let size = board.size();
    let Some(reply) = wrong.next.first() else {
        return Err(Fault::NoRefutation {
            at: wrong.mv.to_gtp(size),
        });
    };
    let mut after = board.clone();
    play(&mut after, wrong);
    play(&mut after, reply);
    if !shows_failure(board, goal, wrong) {
        return Err(Fault::RefutationUnclear {
            line: line_words(board.size(), wrong),
        });
    }
    let status = reader.read(&after, goal.target(), wrong.color);
    if status == Fate::Unsettled || reached(goal, status) {
        return Err(Fault::RefutationFails {
            line: format!(
                "{} {}, {} {}",
                wrong.color,
                wrong.mv.to_gtp(size),
                reply.color,
                reply.mv.to_gtp(size)
            ),
        });
    }
    Ok(())
}

/// Plays a step of the tree (read from SGF, so legal) on the board.
/// Whether a wrong try's line ends where the page can say what went wrong (as the
/// attempt reads it): a string to capture out with two liberties or more, a string to
/// save captured or left with two at most. A line cut short with the string to capture
/// still in atari would read "escaped with one liberty".
pub fn shows_failure(board: &Board, goal: Goal, wrong: &Step) -> bool {
    let mut after = board.clone();
    let mut step = Some(wrong);
    while let Some(s) = step {
        play(&mut after, s);
        step = s.next.first();
    }
    let target = goal.target();
    match (goal, after.get(target)) {
        (Goal::Capture(_), Some(_)) => after.liberties(target) >= 2,
        (Goal::Capture(_), None) => false,
        (Goal::Save(_), Some(_)) => after.liberties(target) <= 2,
        (Goal::Save(_), None) => true,
    }
}

/// A line's moves as players write them: "Black C3, White D4".
fn line_words(size: u8, first: &Step) -> String {
    let mut words = Vec::new();
    let mut step = Some(first);
    while let Some(s) = step {
        words.push(format!("{} {}", s.color, s.mv.to_gtp(size)));
        step = s.next.first();
    }
    words.join(", ")
}

fn play(board: &mut Board, step: &Step) {
    match step.mv {
        Move::Place(at) => {
            let _ = board.play(at, step.color);
        }
        _ => board.pass(),
    }
}
