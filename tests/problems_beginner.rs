//! The shipped beginner problems (`assets/problems/beginner.sgf` and `snapback.sgf`),
//! each checked exactly with the reader: one right first move, every other legal move failing, the answer holding
//! against every reply, each wrong try refuted. And the check can fail: broken
//! problems are turned away.

use std::collections::BTreeSet;
use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::sgf::read;
use tengen::problems::{check, Category, Fault, Goal, Position, Problem, Reader, Step, Verdict};

const BEGINNER: &str = include_str!("../assets/problems/beginner.sgf");
const SNAPBACK: &str = include_str!("../assets/problems/snapback.sgf");

fn shipped() -> Vec<Problem> {
    let mut problems = read(BEGINNER).expect("the beginner collection reads");
    problems.extend(read(SNAPBACK).expect("the snapback collection reads"));
    problems
}

/// Every shipped problem passes the exact check, and there are at least 80 of them in
/// every beginner category (snapbacks too) and more than one tier.
#[test]
fn every_shipped_problem_checks() {
    let problems = shipped();
    assert!(problems.len() >= 80, "{} problems", problems.len());
    let mut reader = Reader::new();
    for p in &problems {
        if let Err(fault) = check(p, &mut reader) {
            panic!("{}: {fault}", p.name);
        }
    }
    let categories: BTreeSet<_> = problems.iter().filter_map(|p| p.category).collect();
    let tiers: BTreeSet<_> = problems.iter().filter_map(|p| p.tier).collect();
    assert!(categories.len() >= 8, "{categories:?}");
    assert!(tiers.len() >= 2, "{tiers:?}");
}

/// The snapback collection holds at least 14 snapbacks: the throw-in is the answer, White
/// takes it and Black takes back more on the same point.
#[test]
fn snapbacks_take_back_more() {
    let snapbacks = read(SNAPBACK).expect("the snapback collection reads");
    assert!(snapbacks.len() >= 14, "{} snapbacks", snapbacks.len());
    for p in &snapbacks {
        assert_eq!(p.category, Some(Category::Snapback), "{}", p.name);
        let answer = p.right_answers().next().expect("an answer");
        let take = answer.next.first().expect("White takes the throw-in");
        let retake = take.next.first().expect("Black takes back");
        assert_eq!(retake.mv, answer.mv, "{}", p.name);
        let mut board = p.position.board().expect("the position stands");
        let Move::Place(at) = answer.mv else {
            panic!("{}: the answer is a pass", p.name)
        };
        board.play(at, Color::Black).expect("the throw-in is legal");
        let Move::Place(taken_at) = take.mv else {
            panic!("{}: White passes", p.name)
        };
        assert_eq!(board.play(taken_at, Color::White), Ok(1), "{}", p.name);
        let taken = board.play(at, Color::Black).expect("the retake is legal");
        assert!(taken >= 2, "{}: Black takes back {taken}", p.name);
    }
}

/// Each shipped problem refutes two or three wrong tries, each with a comment.
#[test]
fn wrong_tries_are_refuted_in_words() {
    for p in shipped() {
        let tries: Vec<&Step> = p.wrong_tries().collect();
        assert!((2..=3).contains(&tries.len()), "{}", p.name);
        for t in tries {
            assert!(t.comment.starts_with("Wrong."), "{}: {}", p.name, t.comment);
            assert!(!t.next.is_empty(), "{}", p.name);
        }
    }
}

/// A second move marked right beside the answer is turned away.
#[test]
fn two_marked_answers_are_rejected() {
    let mut p = shipped().remove(0);
    let wrong = p.solution.iter_mut().find(|s| s.verdict == Verdict::Wrong);
    wrong.expect("a wrong try").verdict = Verdict::Right;
    let fault = check(&p, &mut Reader::new()).unwrap_err();
    assert!(matches!(fault, Fault::MarkedRight { .. }), "{fault}");
}

/// A wrong try marked right and the answer marked wrong are turned away.
#[test]
fn a_wrong_answer_marked_right_is_rejected() {
    let mut p = shipped().remove(0);
    for s in &mut p.solution {
        s.verdict = match s.verdict {
            Verdict::Right => Verdict::Wrong,
            Verdict::Wrong => Verdict::Right,
        };
    }
    let fault = check(&p, &mut Reader::new()).unwrap_err();
    assert!(matches!(fault, Fault::MarkedRight { .. }), "{fault}");
}

/// A position where two first moves capture is no problem, whatever its tree says.
#[test]
fn a_position_with_two_answers_is_rejected() {
    // White A1 is in atari, and its extension to A2 would be in atari again.
    let board = Board::from_picture(
        ".....
         .....
         .....
         .X...
         OX...",
    )
    .expect("picture");
    let a2 = Point::parse_gtp("A2", 5).unwrap();
    let problem = Problem {
        name: "Two answers".into(),
        position: Position::of(&board, Color::Black),
        goal: Some(Goal::Capture(Point::parse_gtp("A1", 5).unwrap())),
        category: None,
        tier: None,
        rating: None,
        view: None,
        source: String::new(),
        statement: String::new(),
        solution: vec![Step::new(Color::Black, a2, Verdict::Right, "Correct.")],
    };
    let fault = check(&problem, &mut Reader::new()).unwrap_err();
    assert!(matches!(fault, Fault::SeveralAnswers { .. }), "{fault}");
    assert_eq!(problem.solution[0].mv, Move::Place(a2));
}
