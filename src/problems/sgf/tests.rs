//! Problems to SGF and back, every collection's convention, and broken files.

use super::*;
use crate::engine::rng::Rng;
use crate::engine::{Board, Color, Move, Point};
use crate::problems::{Category, Goal, Position, Problem, Step, Verdict};

fn at(text: &str) -> Point {
    Point::parse_gtp(text, 5).expect("coordinate")
}

/// A capture in one on 5x5, with a wrong try and its refutation.
fn capture_in_one() -> Problem {
    let board = Board::from_picture(
        ".....
         .XO..
         .XOX.
         ..X..
         .....",
    )
    .expect("picture");
    let mut right = Step::new(
        Color::Black,
        at("C5"),
        Verdict::Right,
        "Correct: two stones taken.",
    );
    right.next = Vec::new();
    let mut wrong = Step::new(
        Color::Black,
        at("D4"),
        Verdict::Wrong,
        "White gets out; it is [not] easy\\.",
    );
    wrong.next = vec![Step::new(
        Color::White,
        at("C5"),
        Verdict::Wrong,
        "White extends: three liberties.",
    )];
    Problem {
        name: "Capture in one 1".into(),
        position: Position::of(&board, Color::Black),
        goal: Some(Goal::Capture(at("C4"))),
        category: Some(Category::CaptureInOne),
        tier: Some(1),
        rating: None,
        view: None,
        source: "Tengen's tests".into(),
        statement: "Black to play: capture the white stones.".into(),
        solution: vec![right, wrong],
    }
}

/// A problem from a game keeps its rating (in `GC`) and its view (`VW`) written and read.
#[test]
fn rating_and_view_round_trip() {
    let mut problem = capture_in_one();
    problem.rating = Some(1740);
    problem.view = Some((at("A5"), at("C3")));
    let text = write(std::slice::from_ref(&problem));
    assert!(text.contains("tier: 1; rating: 1740; goal"), "{text}");
    assert!(text.contains("VW[aa:cc]"), "{text}");
    assert_eq!(read(&text).expect("readable"), vec![problem]);
}

/// The verdicts of the first moves, as `point verdict`.
fn first_moves(sgf: &str) -> Vec<String> {
    let problems = read(sgf).expect("readable");
    problems[0]
        .solution
        .iter()
        .map(|s| format!("{} {:?}", s.mv.to_gtp(problems[0].position.size), s.verdict))
        .collect()
}

/// Written and read back, a problem is the same, comments with brackets included.
#[test]
fn round_trip() {
    let problem = capture_in_one();
    let text = write(&[problem.clone(), problem.clone()]);
    assert!(
        text.starts_with("(;GM[1]FF[4]CA[UTF-8]AP[Tengen:"),
        "{text}"
    );
    assert!(text.contains("GC[category: capture-in-one; tier: 1; goal: capture; target: cb]"));
    assert!(text.contains(";B[db]BM[1]"), "{text}");
    assert_eq!(read(&text), Ok(vec![problem.clone(), problem]));
}

/// A line of several moves with the opponent's replies round-trips too.
#[test]
fn round_trip_deep_tree() {
    let mut problem = capture_in_one();
    let mut reply = Step::new(Color::White, at("E4"), Verdict::Right, "");
    reply.next = vec![Step::new(Color::Black, at("E3"), Verdict::Right, "Taken.")];
    let mut other = Step::new(Color::White, at("E2"), Verdict::Right, "White tries here.");
    other.next = vec![
        Step::new(Color::Black, at("E3"), Verdict::Right, ""),
        Step::new(Color::Black, at("E1"), Verdict::Wrong, "Wrong way."),
    ];
    problem.solution[0].next = vec![reply, other];
    let text = write_one(&problem);
    assert_eq!(read(&text), Ok(vec![problem]));
}

/// `TE` marks the answer and `BM` a wrong try; the moves after them follow their line.
#[test]
fn te_and_bm() {
    let sgf = "(;SZ[5]AB[bb][bc]AW[cb][cc]PL[B](;B[dc]BM[1];W[ca])(;B[ca]TE[1]))";
    assert_eq!(first_moves(sgf), ["D3 Wrong", "C5 Right"]);
    let problem = &read(sgf).unwrap()[0];
    assert_eq!(problem.solution[0].next[0].verdict, Verdict::Wrong);
}

/// Comments starting "Correct" or "Wrong" mark moves in collections without `TE`/`BM`.
#[test]
fn correct_and_wrong_comments() {
    let sgf = "(;SZ[5]AB[bb][bc]AW[cb][cc](;B[dc]C[Wrong, White escapes.])(;B[ca]C[Correct!]))";
    assert_eq!(first_moves(sgf), ["D3 Wrong", "C5 Right"]);
}

/// goproblems writes "RIGHT" in the comment at the end of a right line; the rest is wrong.
#[test]
fn goproblems_right() {
    let sgf = "(;SZ[5]AB[bb][bc]AW[cb][cc]
        (;B[dc];W[ca]C[White lives.])
        (;B[ca];W[dd];B[ed]C[That's it. RIGHT]))";
    assert_eq!(first_moves(sgf), ["D3 Wrong", "C5 Right"]);
    let problem = &read(sgf).unwrap()[0];
    assert_eq!(problem.solution[1].next[0].verdict, Verdict::Right);
    assert_eq!(
        problem.position.to_play,
        Color::Black,
        "the first move's colour"
    );
}

/// "Right" as a word of a longer comment is no mark; only goproblems' capitals are.
#[test]
fn right_in_lower_case_is_prose() {
    let sgf = "(;SZ[5]AB[bb][bc]AW[cb][cc](;B[ca]C[Take them on the right.])(;B[dc]TE[1]))";
    assert_eq!(first_moves(sgf), ["C5 Wrong", "D3 Right"]);
}

/// With nothing marked, the main line is the answer and the other first moves are wrong.
#[test]
fn main_line_without_marks() {
    let sgf = "(;SZ[5]AB[bb][bc]AW[cb][cc](;B[ca];W[dd](;B[ed])(;B[de]))(;B[dc]))";
    assert_eq!(first_moves(sgf), ["C5 Right", "D3 Wrong"]);
    let line = &read(sgf).unwrap()[0].solution[0].next[0].next;
    assert_eq!(line[0].verdict, Verdict::Right);
    assert_eq!(line[1].verdict, Verdict::Wrong);
}

/// Stones in a node after the root (some collections keep game information apart).
#[test]
fn stones_after_the_root() {
    let sgf = "(;SZ[5]GN[One]C[Intro.];AB[bb][bc]AW[cb][cc]C[Black to play.](;B[ca]TE[1]))";
    let problem = &read(sgf).unwrap()[0];
    assert_eq!(problem.position.black.len(), 2);
    assert_eq!(problem.statement, "Intro.\nBlack to play.");
    assert_eq!(problem.solution[0].mv, Move::Place(at("C5")));
}

/// Every broken file is an error in words.
#[test]
fn broken_files_are_errors_in_words() {
    let cases = [
        ("(;SZ[5]AB[bb]", "not a readable SGF record"),
        ("", "not a readable SGF record"),
        ("(;SZ[5](;B[aa]))", "no stones"),
        ("(;SZ[52]AB[aa];B[bb])", "52x52"),
        ("(;SZ[3]AB[aa];B[bb])", "3x3"),
        ("(;SZ[5]AB[aa]B[bb])", "first node holds a move"),
        ("(;SZ[5]AB[aa];B[aa])", "Black A5: the point is taken"),
        ("(;SZ[5]AB[aa];B[zz])", "not a point of this board"),
        ("(;SZ[5]AB[aa];B[bb];AW[cc])", "after Black B4"),
        ("(;SZ[5]AB[aa];B[bb];C[Now.];AW[cc])", "after Black B4"),
        ("(;SZ[5]AB[aa](;B[bb])(;AW[cc]))", "before the first move"),
        ("(;SZ[5]AB[ab][ba]AW[aa];B[cc])", "no liberty"),
        ("(;SZ[5]AB[aa]GC[tier: hard];B[cc])", "tier: hard"),
        (
            "(;SZ[5]AB[aa]GC[goal: capture; target: aa];B[cc])",
            "should be white",
        ),
        (
            "(;SZ[5]AB[aa]GC[goal: capture];B[cc])",
            "without its target",
        ),
        ("(;GM[2]SZ[5]AB[aa];B[cc])", "not a game of Go"),
    ];
    for (sgf, words) in cases {
        let error = read(sgf).expect_err(sgf).to_string();
        assert!(error.contains(words), "{sgf}: {error}");
    }
    let second = read("(;SZ[5]AB[aa];B[bb])(;SZ[5])").unwrap_err();
    assert_eq!(second.problem, Some(2));
}

/// A line deeper than a problem's is refused before it fills the stack.
#[test]
fn deep_lines_are_refused() {
    let mut sgf = String::from("(;SZ[5]AB[aa]");
    for i in 0..1000 {
        sgf.push_str(if i % 2 == 0 { ";B[]" } else { ";W[]" });
    }
    sgf.push(')');
    assert_eq!(read(&sgf).unwrap_err().error, ProblemError::TooDeep);
}

/// Random damage to a problem file gives a problem or an error, never a panic.
#[test]
fn damaged_files_never_panic() {
    let text = write_one(&capture_in_one());
    let bytes = text.as_bytes();
    let mut rng = Rng::new(7);
    let alphabet = b"()[];\\:ABWCTEMPLGSZ0123456789abcdez \n";
    let mut errors = 0;
    for _ in 0..3000 {
        let mut damaged = bytes.to_vec();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(damaged.len());
            match rng.below(3) {
                0 => damaged[i] = alphabet[rng.below(alphabet.len())],
                1 => {
                    damaged.remove(i);
                }
                _ => damaged.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        if let Ok(text) = String::from_utf8(damaged) {
            if let Err(e) = read(&text) {
                assert!(!e.to_string().is_empty());
                errors += 1;
            }
        }
    }
    assert!(errors > 100, "the damage should break many files: {errors}");
}
