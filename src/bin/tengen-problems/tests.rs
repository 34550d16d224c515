//! The shipped beginner problems (`assets/problems/beginner.sgf` and `snapback.sgf`),
//! each checked exactly with the reader: one right first move, every other legal move failing, the answer holding
//! against every reply, each wrong try refuted. And the check can fail: broken
//! problems are turned away. (The tool's own tests: the reader and the check are its.)

use crate::check::{check, Fault};
use crate::generate::LEARNER_STONES;
use crate::reading::Reader;
use std::collections::BTreeSet;
use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::sgf::read;
use tengen::problems::{Category, Goal, Position, Problem, Step, Verdict};

const BEGINNER: &str = include_str!("../../../assets/problems/beginner.sgf");
const SNAPBACK: &str = include_str!("../../../assets/problems/snapback.sgf");
const LEARNER: &str = include_str!("../../../assets/problems/learner.sgf");
const LIFE: &str = include_str!("../../../assets/problems/life.sgf");
const LIFE_DAN: &str = include_str!("../../../assets/problems/life-dan.sgf");

fn shipped() -> Vec<Problem> {
    let mut problems = read(BEGINNER).expect("the beginner collection reads");
    problems.extend(read(SNAPBACK).expect("the snapback collection reads"));
    problems.extend(read(LEARNER).expect("the learner collection reads"));
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

/// The learner collection (`make-learner`): small positions, a corner or a side of at most
/// [`LEARNER_STONES`] stones; with the basic life-and-death shapes (`make-life`), at least
/// 150 problems made for the learner's middle (tiers 3 and 4).
#[test]
fn learner_problems_are_small_and_in_the_middle() {
    let learner = read(LEARNER).expect("the learner collection reads");
    for p in &learner {
        let stones = p.position.black.len() + p.position.white.len();
        assert!(stones <= LEARNER_STONES, "{}: {stones} stones", p.name);
    }
    let life = read(LIFE).expect("the life collection reads");
    let middle = (learner.iter().chain(&life))
        .filter(|p| matches!(p.tier, Some(3..=4)))
        .count();
    assert!(middle >= 150, "{middle} learner problems at tiers 3 and 4");
}

/// Whether a life-and-death problem shows a corner or the top side: the rest of its
/// board is the frame.
fn on_a_side(p: &Problem) -> bool {
    p.view
        .is_some_and(|(a, b)| a.row == 0 && a.col == 0 && b.row <= 5)
}

/// The life-and-death collection (`make-life`): every problem proved again by the
/// life-and-death reader on its framed board, at least 40 in each of tiers 3 to 5, every
/// one shown in a corner or on the top side.
#[test]
fn life_problems_check_exactly() {
    let life = read(LIFE).expect("the life collection reads");
    let mut reader = crate::reading::life::LifeReader::new();
    for p in &life {
        let checked = crate::generate::life::check_life(&mut reader, p);
        assert_eq!(checked, Ok(()), "{}", p.name);
        assert!(on_a_side(p), "{}: the view {:?}", p.name, p.view);
    }
    for tier in 3..=5 {
        let n = life.iter().filter(|p| p.tier == Some(tier)).count();
        assert!(n >= 40, "{n} at tier {tier}");
    }
}

/// The dan end of life and death (`make-life-dan`): every problem proved again by the
/// life-and-death reader, its tier and rating measured again from the network's instinct,
/// at least 40 in each of tiers 6 and 7; and the check finds a tier the file changed.
#[test]
fn dan_life_problems_check_and_measure() {
    use crate::generate::life::{check_instinct, check_life, graded_by_instinct};
    let dan = read(LIFE_DAN).expect("the dan life collection reads");
    let mut reader = crate::reading::life::LifeReader::new();
    let mut net = tengen::ai::nn::Network::from_bytes(crate::pro::run::NETWORK).expect("net");
    for p in &dan {
        assert!(graded_by_instinct(p), "{}: {}", p.name, p.source);
        assert_eq!(check_life(&mut reader, p), Ok(()), "{}", p.name);
        assert_eq!(
            check_instinct(&mut net, &mut reader, p),
            Ok(()),
            "{}",
            p.name
        );
    }
    for tier in 6..=7 {
        let n = dan.iter().filter(|p| p.tier == Some(tier)).count();
        assert!(n >= 40, "{n} at tier {tier}");
    }
    let mut moved = dan[0].clone();
    moved.tier = moved.tier.map(|t| 13 - t);
    assert!(check_instinct(&mut net, &mut reader, &moved).is_err());
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

/// Each shipped problem refutes two or three wrong tries, and `explain` leaves the
/// file as it is: the facts it carries are those the board gives.
#[test]
fn wrong_tries_are_refuted_and_explained() {
    for p in shipped() {
        let tries: Vec<&Step> = p.wrong_tries().collect();
        assert!((2..=3).contains(&tries.len()), "{}", p.name);
        assert!(tries.iter().all(|t| !t.next.is_empty()), "{}", p.name);
        let mut again = p.clone();
        tengen::problems::explain::explain(&mut again);
        assert_eq!(again, p, "{}", p.name);
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
    let picture = ".....
                   .....
                   .....
                   .X...
                   OX...";
    let problem = capture_on_5x5(picture, "A1", vec![line(&["A2"], Verdict::Right)]);
    let fault = check(&problem, &mut Reader::new()).unwrap_err();
    assert!(matches!(fault, Fault::SeveralAnswers { .. }), "{fault}");
    assert_eq!(problem.solution[0].mv, Move::Place(at("A2")));
}

/// The ladder the page's `Attempt` tests act on (the shipped "Ladder 2"): the reader
/// proves D3 the one answer, its line to the capture and B3 refuted.
#[test]
fn the_attempts_ladder_is_proved() {
    let picture = ".....
                   .XX..
                   ..O..
                   ..X..
                   .....";
    let solution = vec![
        line(&["D3", "B3", "A3", "B2", "B1", "A2", "A1"], Verdict::Right),
        line(&["B3", "D3"], Verdict::Wrong),
    ];
    let checked = check(&capture_on_5x5(picture, "C3", solution), &mut Reader::new()).unwrap();
    assert_eq!(checked.answer, at("D3"));
}

/// A point of a 5x5 board.
fn at(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 5).unwrap()
}

/// Black to capture the string at `target` on a 5x5 picture, with its tree.
fn capture_on_5x5(picture: &str, target: &str, solution: Vec<Step>) -> Problem {
    let board = Board::from_picture(picture).expect("picture");
    Problem {
        name: "On 5x5".into(),
        position: Position::of(&board, Color::Black),
        goal: Some(Goal::Capture(at(target))),
        category: None,
        tier: None,
        rating: None,
        view: None,
        source: String::new(),
        statement: String::new(),
        solution,
    }
}

/// One line of moves on 5x5, Black first, all with one verdict.
fn line(moves: &[&str], verdict: Verdict) -> Step {
    let mut next = Vec::new();
    for (i, m) in moves.iter().enumerate().rev() {
        let color = [Color::Black, Color::White][i % 2];
        next = vec![Step {
            next,
            ..Step::new(color, at(m), verdict, "")
        }];
    }
    next.remove(0)
}

/// GNU Go, a referee that is not the maker, on every shipped problem about a string or a
/// group: each answer works without ko, each wrong try fails, no unmarked move and no pass
/// reaches the goal. GNU Go must be installed (`/usr/games/gnugo`, Debian's `gnugo`);
/// without it the test fails and says so. Not yet `life-dan.sgf`: framed and read without
/// kos, 27 of its 129 stand for the life reader and 11 of those for GNU Go, and a framed
/// run of the dan maker kept 9 of 35; it is being made again (issue 56).
#[test]
fn gnu_go_confirms_every_shipped_problem() {
    use crate::referee::{gnugo::GNUGO, judge_all, Tally};
    let collections = [
        ("beginner", BEGINNER),
        ("snapback", SNAPBACK),
        ("learner", LEARNER),
        ("life", LIFE),
    ];
    let mut faults = Vec::new();
    for (key, text) in collections {
        let problems = read(text).expect("the collection reads");
        let verdicts = judge_all(GNUGO, &problems, 2).expect("GNU Go reads them");
        let mut tally = Tally::default();
        for (p, v) in problems.iter().zip(&verdicts) {
            tally.add(v);
            assert!(
                v.answer.is_some(),
                "{key} {}: GNU Go did not read it",
                p.name
            );
            for fault in v.faults(p.position.size) {
                faults.push(format!("{key} {}: {fault}", p.name));
            }
        }
        println!("{key}: {tally}");
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The referee can fail: a wrong try marked right, and a right answer marked wrong, are
/// found on a ladder.
#[test]
fn gnu_go_finds_a_false_answer() {
    use crate::referee::{gnugo::GNUGO, judge_all};
    let text = include_str!("../../../assets/problems/beginner.sgf");
    let problems = read(text).expect("reads");
    let p = problems
        .iter()
        .find(|p| p.category == Some(Category::Ladder))
        .expect("a ladder");
    let mut swapped = p.clone();
    for step in &mut swapped.solution {
        step.verdict = match step.verdict {
            Verdict::Right => Verdict::Wrong,
            _ => Verdict::Right,
        };
    }
    swapped.solution.rotate_left(1);
    let verdicts = judge_all(GNUGO, &[p.clone(), swapped], 1).expect("GNU Go reads them");
    assert!(verdicts[0].sound(), "{:?}", verdicts[0]);
    assert!(!verdicts[1].sound(), "{:?}", verdicts[1]);
    assert!(verdicts[1]
        .faults(p.position.size)
        .iter()
        .any(|f| f.contains("works")));
}
