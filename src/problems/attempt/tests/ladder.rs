//! Each action on one small problem, a ladder on 5x5 (the shipped "Ladder 2"): Black
//! captures C3 by D3, B3 running along the edge, A3, B1, A1; B3 first lets White out
//! at D3 (`tengen-problems`' own tests prove it with the reader).

use super::*;
use crate::engine::Board;
use crate::problems::model::Position;

const START: &str = "
    . . . . .
    . X X . .
    . . O . .
    . . X . .
    . . . . .";

fn at(gtp: &str) -> Point {
    Point::parse_gtp(gtp, 5).unwrap()
}

/// A move of the tree: its colour by where it falls in the line, its verdict and comment.
fn step(color: Color, gtp: &str, verdict: Verdict, comment: &str, next: Vec<Step>) -> Step {
    Step {
        next,
        ..Step::new(color, at(gtp), verdict, comment)
    }
}

/// One line of moves, Black first, all with the same verdict; the last has the comment.
fn line(moves: &[&str], verdict: Verdict, comment: &str) -> Step {
    let mut next = Vec::new();
    for (i, m) in moves.iter().enumerate().rev() {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let said = if i + 1 == moves.len() { comment } else { "" };
        next = vec![step(color, m, verdict, said, next)];
    }
    next.remove(0)
}

fn ladder() -> Problem {
    let board = Board::from_picture(START).unwrap();
    Problem {
        name: "Ladder".into(),
        position: Position::of(&board, Color::Black),
        goal: Some(Goal::Capture(at("C3"))),
        category: None,
        tier: None,
        rating: None,
        view: None,
        source: String::new(),
        statement: String::new(),
        solution: vec![
            line(
                &["D3", "B3", "A3", "B2", "B1", "A2", "A1"],
                Verdict::Right,
                "Black captures four stones.",
            ),
            line(&["B3", "D3"], Verdict::Wrong, "White is out of danger."),
        ],
    }
}

fn picture(a: &Attempt) -> String {
    a.game().board().to_picture()
}

fn rows(picture: &str) -> String {
    Board::from_picture(picture).unwrap().to_picture()
}

/// Each right move gets the tree's reply; the last captures four stones and solves it
/// at the first try, and the captured stones are White's, to fade.
#[test]
fn the_right_line_is_answered_and_solved() {
    let mut a = Attempt::new(ladder()).unwrap();
    let Ok(Outcome::Right {
        played, replies, ..
    }) = a.act(Action::Play(at("D3")))
    else {
        panic!("D3 is not right");
    };
    assert_eq!((played.color, played.at), (Color::Black, Some(at("D3"))));
    assert_eq!(replies.len(), 1);
    assert_eq!(
        (replies[0].color, replies[0].at),
        (Color::White, Some(at("B3")))
    );
    for (mine, reply) in [("A3", "B2"), ("B1", "A2")] {
        let Ok(Outcome::Right { replies, .. }) = a.act(Action::Play(at(mine))) else {
            panic!("{mine} is not right");
        };
        assert_eq!(replies[0].at, Some(at(reply)));
    }
    let solved = a.act(Action::Play(at("A1"))).unwrap();
    let Outcome::Solved {
        ref comments,
        captured,
        liberties,
        first_try,
        ..
    } = solved
    else {
        panic!("A1 does not solve it");
    };
    assert_eq!(comments, &["Black captures four stones."]);
    assert_eq!((captured, liberties, first_try), (4, None, true));
    assert_eq!(solved.ending(), Some(Ending::Clean));
    let taken = solved.taken();
    assert!(taken.iter().all(|&(_, c)| c == Color::White));
    let mut points: Vec<Point> = taken.iter().map(|&(p, _)| p).collect();
    points.sort();
    let mut four = vec![at("A2"), at("B2"), at("B3"), at("C3")];
    four.sort();
    assert_eq!(points, four);
    assert_eq!(
        picture(&a),
        rows(
            "
            . . . . .
            . X X . .
            X . . X .
            . . X . .
            X X . . ."
        )
    );
    assert_eq!(a.standing(), Standing::Solved);
}

/// A wrong move is played out with the file's refutation and says why: White runs out at
/// D3 with three liberties. The try is over: a move does nothing until Try again.
#[test]
fn a_wrong_move_is_refuted() {
    let mut a = Attempt::new(ladder()).unwrap();
    let wrong = a.act(Action::Play(at("B3"))).unwrap();
    assert_eq!(wrong.ending(), Some(Ending::Failed));
    let Outcome::Wrong {
        refutation,
        why,
        comments,
        ..
    } = wrong
    else {
        panic!("B3 is not wrong");
    };
    assert_eq!(
        (refutation[0].color, refutation[0].at),
        (Color::White, Some(at("D3")))
    );
    assert_eq!(
        why,
        Why::Escapes {
            at: at("C3"),
            liberties: 3
        }
    );
    assert_eq!(comments, ["White is out of danger."]);
    assert_eq!(a.standing(), Standing::Failed);
    assert_eq!(a.act(Action::Play(at("D4"))), Ok(Outcome::Nothing));
}

/// A move the rules refuse is said as the engine's reason and changes nothing, not even
/// the hint on the board.
#[test]
fn an_illegal_move_is_refused() {
    let mut a = Attempt::new(ladder()).unwrap();
    a.act(Action::Hint).unwrap();
    assert_eq!(a.act(Action::Play(at("C3"))), Err(MoveError::Occupied));
    assert_eq!(picture(&a), rows(START));
    assert!(matches!(a.hint(), Some(Hint::Area(_))));
    assert_eq!(a.standing(), Standing::Solving);
}

/// Try again goes back to the board before the wrong move, keeping the right moves
/// before it; solving then is not at the first try. Without a wrong move it does nothing.
#[test]
fn try_again_goes_back_before_the_wrong_move() {
    let mut a = Attempt::new(ladder()).unwrap();
    assert_eq!(a.act(Action::Retry), Ok(Outcome::Nothing));
    a.act(Action::Play(at("D3"))).unwrap();
    let after_reply = picture(&a);
    // Not in the tree: wrong, with nothing made up to refute it.
    let Ok(Outcome::Wrong {
        refutation, why, ..
    }) = a.act(Action::Play(at("E5")))
    else {
        panic!("E5 is not wrong");
    };
    assert!(refutation.is_empty());
    assert_eq!(why, Why::NotTheAnswer);
    assert_eq!(a.act(Action::Retry), Ok(Outcome::Retried));
    assert_eq!(picture(&a), after_reply);
    assert_eq!(a.line().len(), 2);
    for mine in ["A3", "B1"] {
        a.act(Action::Play(at(mine))).unwrap();
    }
    let solved = a.act(Action::Play(at("A1"))).unwrap();
    assert!(matches!(
        solved,
        Outcome::Solved {
            first_try: false,
            ..
        }
    ));
    assert_eq!(solved.ending(), Some(Ending::Helped));
}

/// Start over goes back to the first position from anywhere, solved or not.
#[test]
fn start_over_goes_back_to_the_first_position() {
    let mut a = Attempt::new(ladder()).unwrap();
    a.act(Action::Play(at("D3"))).unwrap();
    a.act(Action::Play(at("B4"))).unwrap_err();
    assert_eq!(a.act(Action::Restart), Ok(Outcome::Restarted));
    assert_eq!(picture(&a), rows(START));
    assert!(a.line().is_empty());
    assert_eq!(a.standing(), Standing::Solving);
}

/// The first hint marks the empty points around the tree's moves, the second the move;
/// a move takes the hint off the board, and a hint means not at the first try.
#[test]
fn hints_show_the_area_then_the_move() {
    let mut a = Attempt::new(ladder()).unwrap();
    let Ok(Outcome::Hint(Hint::Area(area))) = a.act(Action::Hint) else {
        panic!("no area");
    };
    assert!(area.contains(&at("D3")) && area.contains(&at("B3")));
    assert!(!area.contains(&at("E5")), "E5 is two lines from every move");
    assert_eq!(a.act(Action::Hint), Ok(Outcome::Hint(Hint::Move(at("D3")))));
    assert_eq!(a.hint(), Some(&Hint::Move(at("D3"))));
    a.act(Action::Play(at("D3"))).unwrap();
    assert_eq!(a.hint(), None);
    for mine in ["A3", "B1"] {
        a.act(Action::Play(at(mine))).unwrap();
    }
    let solved = a.act(Action::Play(at("A1"))).unwrap();
    assert_eq!(solved.ending(), Some(Ending::Helped));
}

/// The answer from the start ends the try as failed; after a wrong move it starts from
/// the board before it and does not end the try again.
#[test]
fn the_answer_is_played_to_its_end() {
    let mut a = Attempt::new(ladder()).unwrap();
    let answer = a.act(Action::ShowAnswer).unwrap();
    assert_eq!(answer.ending(), Some(Ending::Failed));
    assert_eq!(answer.moves().len(), 7);
    assert_eq!(answer.taken().len(), 4);
    assert_eq!(a.standing(), Standing::Shown);
    assert_eq!(a.act(Action::ShowAnswer), Ok(Outcome::Nothing));

    let mut a = Attempt::new(ladder()).unwrap();
    a.act(Action::Play(at("B3"))).unwrap();
    let answer = a.act(Action::ShowAnswer).unwrap();
    assert!(matches!(
        answer,
        Outcome::Answer {
            after_wrong: true,
            ..
        }
    ));
    assert_eq!(answer.ending(), None);
    assert_eq!(answer.moves()[0].at, Some(at("D3")));
}
