//! The solution tree of a generated problem, in words: the answer played out to the
//! capture (or to safety), and the two or three most tempting wrong tries refuted.

use crate::reading::{Fate, Reader};
use tengen::engine::{Board, Color, Move, Point};
use tengen::problems::{Category, Goal, Step, Verdict};

/// The most moves a wrong try's refutation shows.
const REFUTATION_MOVES: usize = 5;

/// The answer's step, with the best line after it.
pub fn answer(
    reader: &mut Reader,
    board: &Board,
    goal: Goal,
    at: Point,
    category: Category,
    line: &[Move],
) -> Step {
    let taken = stones_taken(board, at, Color::Black);
    let why = match category {
        Category::CaptureInOne => format!("Black captures {}.", count(taken, "stone")),
        Category::Atari => "Atari from this side drives White against Black's stones.".into(),
        Category::Ladder => "A ladder: each time White extends, it is in atari again.".into(),
        Category::Net => "A net: White cannot get out, whichever way it goes.".into(),
        Category::Snapback => "White can take this stone, but Black takes back more.".into(),
        Category::CapturingRace => "Black takes White's liberties first and wins the race.".into(),
        Category::ConnectToSave => "Black connects and is out of danger.".into(),
        Category::Escape if taken > 0 => "Black captures and gets out.".into(),
        Category::Escape => "Black gets out.".into(),
        Category::LifeAndDeath | Category::CutOrConnect | Category::Endgame => {
            "Black reaches the goal.".into()
        }
    };
    let mut step = Step::new(Color::Black, at, Verdict::Right, format!("Correct. {why}"));
    let mut after = board.clone();
    let _ = after.play(at, Color::Black);
    step.next = follow(reader, &after, goal, line, Color::White, Verdict::Right);
    step
}

/// A wrong try: Black's move and White's best answer to it.
pub fn wrong_try(reader: &mut Reader, board: &Board, goal: Goal, at: Point) -> Step {
    let mut after = board.clone();
    let _ = after.play(at, Color::Black);
    let outcome = match goal {
        Goal::Capture(_) => "White gets away.",
        Goal::Save(_) => "White captures.",
    };
    let mut step = Step::new(
        Color::Black,
        at,
        Verdict::Wrong,
        format!("Wrong. {outcome}"),
    );
    let mut line = reader.line(&after, goal.target(), Color::White);
    line.truncate(REFUTATION_MOVES);
    step.next = follow(reader, &after, goal, &line, Color::White, Verdict::Wrong);
    step
}

/// The most tempting first moves besides the answer: the string's liberties, then
/// captures of the strings touching it, then the points next to its liberties.
pub fn tempting(board: &Board, goal: Goal, answer: Point, how_many: usize) -> Vec<Point> {
    let target = goal.target();
    let libs = board.liberty_points(target);
    let mut points = libs.clone();
    for s in crate::reading::touching(board, target) {
        if s.liberties.len() == 1 {
            points.extend(s.liberties);
        }
    }
    for lib in &libs {
        points.extend(lib.neighbors(board.size()));
    }
    let mut out = Vec::new();
    for p in points {
        if p != answer && !out.contains(&p) && board.check(p, Color::Black).is_ok() {
            out.push(p);
        }
    }
    out.truncate(how_many);
    out
}

/// Black's legal moves within two steps of the string, beyond `already` and the answer,
/// nearest first.
pub fn near(board: &Board, goal: Goal, answer: Point, already: &[Point]) -> Vec<Point> {
    let stones = board.string_stones(goal.target());
    let steps = |p: Point| {
        let d =
            |s: &Point| (s.col as i16 - p.col as i16).abs() + (s.row as i16 - p.row as i16).abs();
        stones.iter().map(d).min().unwrap_or(i16::MAX)
    };
    let mut points: Vec<Point> = Point::all(board.size())
        .filter(|&p| steps(p) <= 2 && p != answer && !already.contains(&p))
        .filter(|&p| board.check(p, Color::Black).is_ok())
        .collect();
    points.sort_by_key(|&p| steps(p));
    points
}

/// The moves of `line` from `board` (`first` to play), each with what it does.
fn follow(
    reader: &mut Reader,
    board: &Board,
    goal: Goal,
    line: &[Move],
    first: Color,
    verdict: Verdict,
) -> Vec<Step> {
    let Some((&mv, rest)) = line.split_first() else {
        return Vec::new();
    };
    let mut after = board.clone();
    let mut comment = match mv {
        Move::Place(at) if after.play(at, first).is_ok() => {
            describe(board, &after, goal.target(), first, at)
        }
        Move::Place(_) => return Vec::new(),
        _ => {
            after.pass();
            format!("{first} has no move that helps here and plays elsewhere.")
        }
    };
    if rest.is_empty() && after.get(goal.target()).is_some() {
        let status = reader.read(&after, goal.target(), first.opposite());
        if status == Fate::Safe {
            comment.push_str(match goal {
                Goal::Capture(_) => " White is out of danger.",
                Goal::Save(_) => " Black is out of danger.",
            });
        }
    }
    let mut step = Step {
        color: first,
        mv,
        verdict,
        comment,
        facts: Vec::new(),
        next: Vec::new(),
    };
    step.next = follow(reader, &after, goal, rest, first.opposite(), verdict);
    vec![step]
}

/// What a move did to the string, in words.
fn describe(before: &Board, after: &Board, target: Point, color: Color, at: Point) -> String {
    let taken = before.stone_count(color.opposite()) - after.stone_count(color.opposite());
    if after.get(target).is_none() {
        return format!("{color} captures {}.", count(taken, "stone"));
    }
    let libs = after.liberties(target);
    let owner = after.get(target).unwrap_or(Color::White);
    let captured = if taken > 0 {
        format!("{color} captures {}. ", count(taken, "stone"))
    } else {
        String::new()
    };
    if libs == 1 && owner != color {
        return format!("{captured}Atari.");
    }
    let libs = count(libs, "liberty");
    if owner == color {
        format!("{captured}{owner} at {}: {libs}.", at.to_gtp(after.size()))
    } else {
        format!("{captured}{owner} has {libs}.")
    }
}

/// How many stones a move would take.
fn stones_taken(board: &Board, at: Point, color: Color) -> usize {
    let mut after = board.clone();
    after.play(at, color).unwrap_or(0)
}

/// "one stone", "three liberties".
pub fn count(n: usize, thing: &str) -> String {
    let words = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    let number = words.get(n).map_or(n.to_string(), |w| w.to_string());
    match (n, thing) {
        (1, _) => format!("{number} {thing}"),
        (_, "liberty") => format!("{number} liberties"),
        _ => format!("{number} {thing}s"),
    }
}
