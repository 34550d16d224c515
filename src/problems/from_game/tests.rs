use super::*;
use crate::problems::sgf::read;
use crate::problems::shelf::Mine;

fn at(col: u8, row: u8) -> Point {
    Point::new(col, row)
}

fn place(col: u8, row: u8) -> Move {
    Move::Place(at(col, row))
}

fn worth(win_rate: f32, lead: f32) -> Value {
    Value {
        utility: 0.0,
        win_rate,
        lead,
    }
}

fn seen(mv: Move, visits: u32, prior: f32, value: Value, line: &[Move]) -> Seen {
    Seen {
        mv,
        visits,
        prior,
        value,
        line: line.to_vec(),
    }
}

/// Two white stones in atari at D5-E5 (their liberty E4); Black played G3 instead.
fn two_in_atari() -> Mistake {
    let board = Board::from_picture(
        ".........
         .........
         .........
         ...XX....
         ..XOOX...
         ...X.....
         .........
         .........
         .........",
    )
    .expect("picture");
    Mistake {
        board,
        color: Color::Black,
        played: at(6, 6),
        number: 23,
        game: "g1".into(),
    }
}

/// The search before the mistake: E4 takes two stones, far ahead of G3 and of a few
/// visits at C7.
fn before() -> Searched {
    Searched {
        value: worth(0.9, 20.0),
        moves: vec![
            seen(place(4, 5), 300, 0.6, worth(0.9, 20.0), &[place(5, 5)]),
            seen(
                place(6, 6),
                20,
                0.1,
                worth(0.4, -2.0),
                &[place(4, 5), place(4, 6)],
            ),
            seen(place(2, 2), 4, 0.05, worth(0.85, 16.0), &[]),
        ],
        ownership: vec![0.0; 81],
    }
}

/// The search after G3, White to move: E4 gets the stones out.
fn after() -> Searched {
    Searched {
        value: worth(0.6, 2.0),
        moves: vec![seen(place(4, 5), 200, 0.7, worth(0.6, 2.0), &[place(4, 6)])],
        ownership: vec![0.0; 81],
    }
}

/// Eight points of score or a quarter of the win rate make a move clearly better;
/// less of both does not.
#[test]
fn clearly_better_by_score_or_win_rate() {
    assert!(clearly_better(worth(0.9, 20.0), worth(0.85, 11.0)));
    assert!(clearly_better(worth(0.6, 2.0), worth(0.3, -1.0)));
    assert!(!clearly_better(worth(0.6, 2.0), worth(0.4, -4.0)));
}

/// The less the network expects the answer and the longer the line, the harder.
#[test]
fn rating_grows_with_surprise_and_depth() {
    assert_eq!(rating(0.5, 4), 1500);
    assert!(rating(0.05, 4) > rating(0.5, 4));
    assert!(rating(0.5, 9) > rating(0.5, 4));
}

/// The view holds the fight, is at least nine points wide, and reaches an edge
/// within three points of it.
#[test]
fn zoom_holds_the_fight() {
    let (from, to) = zoom(19, Point::new(2, 14), Point::new(5, 16));
    assert_eq!((from.col, to.row), (0, 18));
    assert!(to.col - from.col >= 8 && to.row - from.row >= 8);
    assert!(from.col <= 2 && to.col >= 5 && from.row <= 14);
}

/// A mistake with one clearly best answer is a problem: the answer right, with what it
/// does in Go terms; the move played the first wrong try with the search's refutation;
/// the game and move as its source.
#[test]
fn a_clear_mistake_makes_a_problem() {
    let p = mistake(&two_in_atari(), &before(), &after()).expect("a problem");
    assert_eq!(p.position.to_play, Color::Black);
    assert_eq!(p.category, Some(Category::CaptureInOne));
    assert_eq!(p.source, "Tengen game g1, move 23");
    assert_eq!(game_of(&p.source), Some(("g1".to_string(), 23)));
    let right: Vec<&Step> = p.right_answers().collect();
    assert_eq!(right.len(), 1);
    assert_eq!(right[0].mv, place(4, 5));
    assert!(
        right[0].facts.contains(&Fact::Captures {
            stones: 2,
            at: at(3, 4)
        }),
        "{:?}",
        right[0].facts
    );
    let wrong: Vec<&Step> = p.wrong_tries().collect();
    // C7 had too few visits to be read as a try.
    assert_eq!(wrong.len(), 1);
    assert_eq!(wrong[0].mv, place(6, 6));
    assert_eq!(wrong[0].next[0].mv, place(4, 5));
    assert_eq!(wrong[0].next[0].color, Color::White);
    assert!(wrong[0].facts.contains(&Fact::Margin {
        points: 22,
        percent: 50
    }));
    // It reads back as My problems keep it.
    let text = crate::problems::sgf::write(std::slice::from_ref(&p));
    assert_eq!(crate::problems::sgf::read(&text), Ok(vec![p]));
}

/// Another move that comes close, the move played being the search's best or close to
/// it, or a pass as the best: no one clearly best answer.
#[test]
fn a_mistake_without_one_clear_answer_is_none() {
    let m = two_in_atari();
    let mut close = before();
    close.moves[2].visits = 50;
    assert_eq!(mistake(&m, &close, &after()), Err(NoProblem::NotClear));
    let mut best_played = before();
    best_played.moves.swap(0, 1);
    assert_eq!(
        mistake(&m, &best_played, &after()),
        Err(NoProblem::NotClear)
    );
    let mut small = after();
    small.value = worth(0.2, -15.0);
    assert_eq!(mistake(&m, &before(), &small), Err(NoProblem::NotClear));
    let mut pass = before();
    pass.moves[0].mv = Move::Pass;
    assert_eq!(mistake(&m, &pass, &after()), Err(NoProblem::NotClear));
}

/// A refutation far from the move played, or an answer that is no tactic the engine
/// can name, makes no problem either.
#[test]
fn a_mistake_that_is_not_a_local_tactic_is_none() {
    let m = two_in_atari();
    let mut far = after();
    far.moves[0].mv = place(0, 0);
    assert_eq!(mistake(&m, &before(), &far), Err(NoProblem::NotLocal));
    let mut quiet = before();
    quiet.moves[0].mv = place(7, 1);
    assert_eq!(mistake(&m, &quiet, &after()), Err(NoProblem::NotLocal));
}

/// Only the page's own sources name a game: another file's `SO` does not.
#[test]
fn only_our_sources_name_a_game() {
    assert_eq!(game_of(&source("a-1", 7)), Some(("a-1".into(), 7)));
    for other in [
        "",
        "Tengen game , move 3",
        "Tengen game x, move",
        "Honinbo Shusaku, move 3",
        "Tengen game a b, move 3",
    ] {
        assert_eq!(game_of(other), None, "{other}");
    }
}

/// Problems from one game go to that game's import, after those it holds (their ids
/// stay); a move made into a problem before is not added twice.
#[test]
fn problems_from_a_game_are_added_once() {
    let p = mistake(&two_in_atari(), &before(), &after()).expect("a problem");
    let mut mine = Mine::default();
    assert_eq!(
        mine.import("file.sgf", "(;SZ[9]AB[cc]AW[cd]PL[B];B[ce])", read),
        Ok(1)
    );
    assert_eq!(
        mine.add_from_game("g1", "Game g1", std::slice::from_ref(&p), read),
        (1, Some(("mine-2-1".into(), 2)))
    );
    assert_eq!(
        mine.add_from_game("g1", "Game g1", &[p.clone(), p.clone()], read),
        (0, None)
    );
    assert_eq!(mine.made_from("g1", read), vec![23]);
    let mut later = p.clone();
    later.source = source("g1", 31);
    assert_eq!(
        mine.add_from_game("g1", "Game g1", &[later], read),
        (1, Some(("mine-2-2".into(), 2)))
    );
    let mut other = p;
    other.source = source("g2", 23);
    assert_eq!(
        mine.add_from_game("g2", "Game g2", &[other], read),
        (1, Some(("mine-3-1".into(), 3)))
    );
    assert_eq!(mine.imports.len(), 3);
    assert_eq!(mine.imports[1].game(read), Some("g1".into()));
    assert_eq!(mine.imports[0].game(read), None);
    let ids: Vec<String> = mine.imports[1]
        .problems(read)
        .into_iter()
        .map(|l| l.id)
        .collect();
    assert_eq!(ids, ["mine-2-1", "mine-2-2"]);
}
