//! Every shipped problem walked through [`Attempt::act`]; the single actions on one
//! small ladder are in [`ladder`].

use super::*;
use crate::problems::sgf::read;
use crate::problems::shelf::shipped;

mod ladder;

/// The first right move at each step of the tree, the learner's and the replies.
fn right_line(problem: &Problem) -> Vec<(Color, Option<Point>)> {
    let mut line = Vec::new();
    let mut steps = &problem.solution[..];
    while let Some(step) = steps.iter().find(|s| s.verdict == Verdict::Right) {
        line.push((step.color, step.point()));
        steps = &step.next;
    }
    line
}

/// The learner's move at `at`.
fn play(a: &mut Attempt, at: Point) -> Outcome {
    a.act(Action::Play(at)).unwrap()
}

/// Every shipped problem is solved by its right line: each learner move is right, the
/// replies are the tree's, and the last one solves it at the first try.
#[test]
fn the_right_line_solves_every_shipped_problem() {
    let all = shipped();
    assert!(all.len() >= 98, "{} problems", all.len());
    for listed in all {
        let mut a = Attempt::new(listed.problem.clone()).unwrap();
        let line = right_line(&listed.problem);
        let mut i = 0;
        while i < line.len() {
            let (color, at) = line[i];
            assert_eq!(color, a.solver(), "{}", listed.id);
            let outcome = play(&mut a, at.unwrap());
            let (Outcome::Right { replies, .. } | Outcome::Solved { replies, .. }) = &outcome
            else {
                panic!("{}: {at:?} is not right", listed.id);
            };
            i += 1;
            for r in replies {
                assert_eq!((r.color, r.at), line[i], "{}", listed.id);
                i += 1;
            }
            let solved = matches!(outcome, Outcome::Solved { .. });
            assert_eq!(solved, i == line.len(), "{}", listed.id);
            if let Outcome::Solved { captured, .. } = outcome {
                assert_eq!(outcome.ending(), Some(Ending::Clean), "{}", listed.id);
                if let Some(Goal::Capture(_)) = listed.problem.goal {
                    assert!(captured > 0, "{}: solved, nothing captured", listed.id);
                }
            }
        }
        assert_eq!(a.standing(), Standing::Solved, "{}", listed.id);
    }
}

/// A wrong try the file knows is played out as the file says, and says why; "Try again"
/// goes back to the board before it, and the answer still solves it (not at the first
/// try).
#[test]
fn wrong_tries_are_refuted_as_the_file_says() {
    let mut seen = 0;
    let mut joins = 0;
    for listed in shipped() {
        for wrong in listed.problem.wrong_tries() {
            let mut a = Attempt::new(listed.problem.clone()).unwrap();
            let at = wrong.point().unwrap();
            let outcome = play(&mut a, at);
            assert_eq!(outcome.ending(), Some(Ending::Failed));
            let Outcome::Wrong {
                played,
                refutation,
                why,
                ..
            } = outcome
            else {
                panic!("{}: {at:?} is not wrong", listed.id);
            };
            assert_eq!(played.at, Some(at));
            let mut expected = Vec::new();
            let mut steps = &wrong.next;
            while let Some(s) = steps.first() {
                expected.push((s.color, s.point()));
                steps = &s.next;
            }
            let got: Vec<_> = refutation.iter().map(|s| (s.color, s.at)).collect();
            assert_eq!(got, expected, "{}", listed.id);
            assert_eq!(a.standing(), Standing::Failed);
            // Beginner problems have a goal: the reason names the string.
            match (listed.problem.goal, why) {
                (Some(Goal::Capture(t)), Why::Escapes { at, liberties }) => {
                    assert_eq!(at, t);
                    assert!(liberties >= 2, "{}: escaped with {liberties}", listed.id);
                }
                (
                    Some(Goal::Capture(t)),
                    Why::Joins {
                        at,
                        stone,
                        liberties,
                    },
                ) => {
                    assert_eq!(at, t);
                    assert!(liberties >= 2, "{}: escaped with {liberties}", listed.id);
                    // A stone of the string's colour from the start, not of the string.
                    let start = listed.problem.position.board().unwrap();
                    assert_eq!(start.get(stone), start.get(t));
                    assert!(!start.string_stones(t).contains(&stone));
                    joins += 1;
                }
                (Some(Goal::Save(t)), Why::Captured { at, stones }) => {
                    assert_eq!(at, t);
                    assert!(stones >= 1);
                }
                (Some(Goal::Save(t)), Why::Trapped { at, liberties }) => {
                    assert_eq!(at, t);
                    assert!(liberties <= 2, "{}: trapped with {liberties}", listed.id);
                }
                // A problem from a game: the stones the refutation takes, or the file's
                // facts alone (the refutation takes nothing).
                (None, Why::LosesStones { stones }) => assert!(stones >= 1),
                (None, Why::Refuted) => {
                    let refutation = wrong.next.first().map_or(0, |r| r.facts.len());
                    assert!(refutation > 0, "{}", listed.id);
                }
                other => panic!("{}: {other:?}", listed.id),
            }
            assert_eq!(
                play(&mut a, at),
                Outcome::Nothing,
                "no move after a failure"
            );
            assert_eq!(a.act(Action::Retry), Ok(Outcome::Retried));
            assert_eq!(a.standing(), Standing::Solving);
            assert!(a.line().is_empty());
            let first = right_line(&listed.problem)[0].1.unwrap();
            assert!(matches!(
                play(&mut a, first),
                Outcome::Right { .. } | Outcome::Solved { .. }
            ));
            seen += 1;
        }
    }
    assert!(seen >= 98 * 2, "{seen} wrong tries");
    // Some escape by reaching a friend (a ladder breaker among them).
    assert!(joins >= 1, "{joins} wrong tries escape by joining a stone");
}

/// A legal move the file does not know is wrong, with no refutation made up; a move the
/// game refuses is refused with the engine's reason and changes nothing.
#[test]
fn moves_outside_the_tree_are_wrong_and_refusals_change_nothing() {
    let listed = &shipped()[0];
    let problem = &listed.problem;
    let known: Vec<Point> = problem.solution.iter().filter_map(Step::point).collect();
    let board = problem.position.board().unwrap();
    let outside = Point::all(problem.position.size)
        .find(|&p| board.get(p).is_none() && !known.contains(&p))
        .unwrap();
    let mut a = Attempt::new(problem.clone()).unwrap();
    let occupied = problem.position.black[0];
    assert_eq!(a.act(Action::Play(occupied)), Err(MoveError::Occupied));
    assert_eq!(a.standing(), Standing::Solving);
    assert!(a.line().is_empty());
    let Outcome::Wrong {
        refutation, why, ..
    } = play(&mut a, outside)
    else {
        panic!("outside the tree is not wrong");
    };
    assert!(refutation.is_empty());
    assert_eq!(why, Why::NotTheAnswer);
}

/// The hint shows the area first (empty points, the answer among them), then the move;
/// the answer shown plays the right line to its end; Start over goes back to the start.
#[test]
fn hints_and_the_answer_come_from_the_tree() {
    for listed in shipped().into_iter().step_by(7) {
        let line = right_line(&listed.problem);
        let mut a = Attempt::new(listed.problem.clone()).unwrap();
        let Ok(Outcome::Hint(Hint::Area(area))) = a.act(Action::Hint) else {
            panic!("{}: no area", listed.id);
        };
        assert!(area.contains(&line[0].1.unwrap()), "{}", listed.id);
        assert!(area.len() < usize::from(listed.problem.position.size).pow(2));
        let first = Hint::Move(line[0].1.unwrap());
        assert_eq!(a.act(Action::Hint), Ok(Outcome::Hint(first.clone())));
        assert_eq!(a.hint(), Some(&first));
        let Ok(Outcome::Answer { line: shown, .. }) = a.act(Action::ShowAnswer) else {
            panic!("{}: no answer", listed.id);
        };
        let got: Vec<_> = shown.iter().map(|s| (s.color, s.at)).collect();
        assert_eq!(got, line, "{}", listed.id);
        assert_eq!(a.standing(), Standing::Shown);
        assert_eq!(a.hint(), None);
        assert_eq!(a.act(Action::Hint), Ok(Outcome::Nothing));
        assert_eq!(a.act(Action::Restart), Ok(Outcome::Restarted));
        assert_eq!(a.standing(), Standing::Solving);
        assert!(a.line().is_empty());
    }
}

/// After a wrong try, the answer is shown from the board before it.
#[test]
fn the_answer_after_a_wrong_try_starts_before_it() {
    let listed = &shipped()[20];
    let wrong = listed
        .problem
        .wrong_tries()
        .next()
        .unwrap()
        .point()
        .unwrap();
    let mut a = Attempt::new(listed.problem.clone()).unwrap();
    play(&mut a, wrong);
    let Ok(Outcome::Answer { line, .. }) = a.act(Action::ShowAnswer) else {
        panic!("no answer");
    };
    assert_eq!(line[0].at, right_line(&listed.problem)[0].1);
    assert_eq!(a.line().len(), line.len());
}

/// A problem from another collection: the main line is the answer, the comments come
/// along with the moves they are on, and a multi-move answer waits for each learner move.
#[test]
fn an_imported_problem_is_played_the_same_way() {
    let sgf = "(;SZ[9]AB[cc][dc]AW[cd][dd][ed]PL[B]C[Black to play.]
        ;B[ce]C[Good start.];W[de];B[ee]C[Done.])";
    let problem = read(sgf).unwrap().remove(0);
    let mut a = Attempt::new(problem).unwrap();
    assert_eq!(a.problem().statement, "Black to play.");
    let p = |s: &str| Point::parse_gtp(s, 9).unwrap();
    let Outcome::Right {
        replies, comments, ..
    } = play(&mut a, p("C5"))
    else {
        panic!("not right");
    };
    assert_eq!(replies.len(), 1);
    assert_eq!(comments, ["Good start."]);
    let Outcome::Solved { comments, .. } = play(&mut a, p("E5")) else {
        panic!("not solved");
    };
    assert_eq!(comments, ["Done."]);
}

/// The problems from professional games (made, not shipped yet): no goal, a 19x19 board,
/// a pass where the search answers elsewhere. The right line solves each; each wrong try
/// is refuted as the file says, and the reason is the board's (stones lost, or the file's
/// refutation with its facts) since there is no string to name.
#[test]
fn game_problems_are_walked_the_same_way() {
    let text = include_str!("../../../assets/problems/pro.sgf");
    let listed = crate::problems::shelf::listed("pro", text).unwrap();
    assert!(!listed.is_empty());
    for l in listed {
        assert_eq!(l.problem.goal, None, "{}", l.id);
        let line = right_line(&l.problem);
        let mut a = Attempt::new(l.problem.clone()).unwrap();
        let solver_moves: Vec<Point> = line
            .iter()
            .filter(|(c, _)| *c == a.solver())
            .filter_map(|(_, p)| *p)
            .collect();
        for at in solver_moves {
            assert!(
                matches!(
                    play(&mut a, at),
                    Outcome::Right { .. } | Outcome::Solved { .. }
                ),
                "{}",
                l.id
            );
        }
        assert_eq!(a.standing(), Standing::Solved, "{}", l.id);
        for wrong in l.problem.wrong_tries() {
            let mut a = Attempt::new(l.problem.clone()).unwrap();
            let Outcome::Wrong { why, facts, .. } = play(&mut a, wrong.point().unwrap()) else {
                panic!("{}: a wrong try is not wrong", l.id);
            };
            assert!(
                matches!(why, Why::Refuted | Why::LosesStones { .. }),
                "{}: {why:?}",
                l.id
            );
            let answer = |t: &Told| t.color != a.solver();
            assert!(facts.iter().any(answer), "{}: the file says why", l.id);
        }
    }
}
