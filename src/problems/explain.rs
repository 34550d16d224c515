//! What each move of a problem does, in Go terms, read off the engine's board: the
//! [`Fact`]s the shipped files carry instead of English comments (the page says them in
//! the learner's language). Every maker of the problem tool ends with [`explain`]
//! (`tengen-problems explain` applies it to files written before), and so do the
//! problems the page makes of the player's own mistakes.
//!
//! Facts go where a learner reads them: on each of the solver's moves of the right line,
//! on each wrong try what it costs along its refutation, and on the refutation's first
//! move what goes wrong. At most [`MOST`] from the board a move, the most telling
//! first, and the search's numbers after them as a detail.

use crate::engine::{Board, Color, Move, Point};
use crate::problems::fact::Fact;
use crate::problems::{Category, Problem, Step, Verdict};

/// The most facts from the board on one move: one or two sentences.
const MOST: usize = 2;

/// Sets the facts of every move of `problem` and drops the moves' own comments (the
/// question at the root stays). A move the board cannot replay keeps no facts.
pub fn explain(problem: &mut Problem) {
    let Ok(board) = problem.position.board() else {
        return;
    };
    let solver = problem.position.to_play;
    let answer = problem.right_answers().next().and_then(Step::point);
    // The vital point: the answer, where the opponent answers a wrong try.
    let vital = answer.filter(|&a| {
        (problem.wrong_tries()).any(|t| t.next.first().and_then(Step::point) == Some(a))
    });
    let category = problem.category;
    for first in &mut problem.solution {
        let margin = first.facts.iter().copied().find(is_margin).or_else(|| {
            let verdict = first.verdict;
            margin_in(&first.comment, verdict)
        });
        walk(first, &board, solver, true, vital);
        let mut facts = first.facts.clone();
        if first.verdict == Verdict::Right {
            facts.splice(0..0, shape(category, first, &board));
        } else if let Some(stones) = lost(first, &board, solver).filter(|&n| n > 0) {
            // Said once: not again when the refutation's first move says it takes them.
            if !refutation_takes(first, stones) {
                facts.push(Fact::Loses { stones });
            }
        }
        facts.extend(margin);
        first.facts = facts;
    }
}

/// Sets the facts of `step` and those after it: on the solver's right moves, the wrong
/// try itself (`first`) and the refutation's first move.
fn walk(step: &mut Step, before: &Board, solver: Color, first: bool, vital: Option<Point>) {
    step.comment.clear();
    step.facts.clear();
    let mut after = before.clone();
    let at = match step.mv {
        Move::Place(at) if after.play(at, step.color).is_ok() => Some(at),
        Move::Place(_) => return,
        // A pass says nothing; the moves after it do.
        _ => None,
    };
    let wrong_try = first && step.verdict == Verdict::Wrong && step.color == solver;
    let refutation = first && step.verdict == Verdict::Wrong && step.color != solver;
    let said = match step.verdict {
        Verdict::Right => step.color == solver,
        Verdict::Wrong => refutation,
    };
    if let (true, Some(at)) = (said, at) {
        if vital == Some(at) && (step.color == solver) == (step.verdict == Verdict::Right) {
            step.facts.push(Fact::Vital);
        }
        step.facts
            .extend(board_facts(before, &after, step.color, at));
        if step.facts.is_empty() {
            let liberties = after.liberties(at).min(255) as u8;
            step.facts.push(Fact::Liberties { liberties });
        }
        let vital_too = step.facts.first() == Some(&Fact::Vital);
        step.facts.truncate(MOST + usize::from(vital_too));
    }
    for next in &mut step.next {
        // Only a wrong try's first reply is its refutation's first move.
        walk(next, &after, solver, wrong_try, vital);
    }
}

/// What `color`'s move at `at` did, from the boards before and after it, the most
/// telling first: stones taken, an atari, an eye made, strings joined, a cut, a short
/// string given room, a liberty taken.
pub fn board_facts(before: &Board, after: &Board, color: Color, at: Point) -> Vec<Fact> {
    let size = after.size();
    let other = color.opposite();
    let mut facts = Vec::new();
    let taken = before.stone_count(other) - after.stone_count(other);
    let gone = Point::all(size).find(|&p| before.get(p) == Some(other) && after.get(p).is_none());
    if let (true, Some(gone)) = (taken > 0, gone) {
        facts.push(Fact::Captures {
            stones: taken as u16,
            at: gone,
        });
    }
    let theirs = strings_next_to(after, at, other);
    if let Some(&p) = theirs.iter().find(|&&p| after.liberties(p) == 1) {
        let stones = after.string_stones(p).len() as u16;
        facts.push(Fact::Atari { stones, at: p });
    }
    // An eye closed by this move, not the point of a stone it took.
    let closed = |q: Point| before.get(q).is_none() && !is_eye(before, q, color);
    let eye = at
        .neighbors(size)
        .find(|&q| is_eye(after, q, color) && closed(q));
    facts.extend(eye.map(|at| Fact::Eye { at }));
    let mine = strings_next_to(before, at, color);
    if mine.len() >= 2 {
        facts.push(Fact::Joins {
            strings: mine.len() as u8,
            stones: after.string_stones(at).len() as u16,
            liberties: after.liberties(at).min(255) as u8,
        });
    }
    if theirs.len() >= 2 {
        facts.push(Fact::Cuts);
    }
    let short = mine.iter().any(|&p| before.liberties(p) <= 2);
    if short && after.liberties(at) >= 3 {
        let liberties = after.liberties(at).min(255) as u8;
        facts.push(Fact::Extends { liberties });
    }
    let filled = theirs
        .iter()
        .find(|&&p| (2..=4).contains(&after.liberties(p)));
    if let (true, Some(&p)) = (facts.is_empty(), filled) {
        let liberties = after.liberties(p) as u8;
        facts.push(Fact::Fills { at: p, liberties });
    }
    facts
}

/// The strings of `color` next to `at`, one point of each.
fn strings_next_to(board: &Board, at: Point, color: Color) -> Vec<Point> {
    let mut seen: Vec<Point> = Vec::new();
    let mut points = Vec::new();
    for q in at.neighbors(board.size()) {
        if board.get(q) != Some(color) {
            continue;
        }
        let first = board.string_stones(q).into_iter().min();
        if first.is_some_and(|f| !seen.contains(&f)) {
            seen.extend(first);
            points.push(q);
        }
    }
    points
}

/// An eye of `color` at `p`: empty, its neighbours all `color`, and at most one
/// diagonal of the other colour (none on the edge), as players count a real eye.
fn is_eye(board: &Board, p: Point, color: Color) -> bool {
    let size = board.size();
    if board.get(p).is_some() || !p.neighbors(size).all(|q| board.get(q) == Some(color)) {
        return false;
    }
    let (c, r) = (i16::from(p.col), i16::from(p.row));
    let diagonals = [
        (c - 1, r - 1),
        (c + 1, r - 1),
        (c - 1, r + 1),
        (c + 1, r + 1),
    ];
    let on: Vec<Point> = (diagonals.into_iter())
        .filter(|&(c, r)| (0..i16::from(size)).contains(&c) && (0..i16::from(size)).contains(&r))
        .map(|(c, r)| Point::new(c as u8, r as u8))
        .collect();
    let enemies = on
        .iter()
        .filter(|&&q| board.get(q) == Some(color.opposite()));
    let allowed = if on.len() == 4 { 1 } else { 0 };
    enemies.count() <= allowed
}

/// The shape the right line makes, from the problem's category: a ladder, a net, a
/// snapback, or a throw-in when the reply takes the answer's stone at once.
fn shape(category: Option<Category>, answer: &Step, board: &Board) -> Vec<Fact> {
    let taken_at_once = || {
        let (Some(at), Some(reply)) = (answer.point(), answer.next.first()) else {
            return false;
        };
        let mut after = board.clone();
        let played = after.play(at, answer.color).is_ok();
        let reply_at = reply.point();
        played
            && reply_at.is_some_and(|r| after.play(r, reply.color).is_ok())
            && after.get(at).is_none()
    };
    match category {
        Some(Category::Ladder) => vec![Fact::Ladder],
        Some(Category::Net) => vec![Fact::Net],
        Some(Category::Snapback) => vec![Fact::Snapback],
        _ if taken_at_once() => vec![Fact::ThrowIn],
        _ => Vec::new(),
    }
}

/// The solver's stones the opponent takes along a wrong try's refutation (its first
/// line), if the board replays it.
fn lost(wrong: &Step, board: &Board, solver: Color) -> Option<u16> {
    let mut board = board.clone();
    let mut step = Some(wrong);
    let mut taken = 0;
    while let Some(s) = step {
        if let Move::Place(at) = s.mv {
            let before = board.stone_count(solver);
            board.play(at, s.color).ok()?;
            taken += before.saturating_sub(board.stone_count(solver));
        }
        step = s.next.first();
    }
    Some(taken as u16)
}

/// Whether the refutation of the wrong try `wrong` says on its first move that it takes
/// `stones` stones: all the try loses along its line, already said.
fn refutation_takes(wrong: &Step, stones: u16) -> bool {
    let first = wrong.next.first();
    first.is_some_and(|r| {
        (r.facts.iter()).any(|f| matches!(f, Fact::Captures { stones: n, .. } if *n == stones))
    })
}

/// Whether the answer, or a wrong try with its refutation's first move, says nothing
/// but the search's numbers (the page then says only what its own reading of a goal
/// gives).
pub fn silent(problem: &Problem) -> bool {
    let said = |s: &Step| s.facts.iter().any(|f| !is_margin(f));
    let refuted_in_words = |s: &Step| said(s) || s.next.first().is_some_and(said);
    (problem.solution.iter()).any(|s| match s.verdict {
        Verdict::Right => !said(s),
        Verdict::Wrong => !refuted_in_words(s),
    })
}

fn is_margin(fact: &Fact) -> bool {
    matches!(fact, Fact::Margin { .. })
}

/// The search's margin as files written before facts said it: "…rates it 37 points and
/// 95 % of the win rate above…", "It loses 43 points and 94 % of the win rate…".
fn margin_in(comment: &str, verdict: Verdict) -> Option<Fact> {
    let from = match verdict {
        Verdict::Right => "rates it ",
        Verdict::Wrong => "loses ",
    };
    let rest = &comment[comment.find(from)? + from.len()..];
    let mut words = rest.split_whitespace();
    let points: f32 = words.next()?.parse().ok()?;
    let percent: f32 = words.nth(2)?.parse().ok()?;
    Some(Fact::Margin {
        points: points.max(0.0).round() as u16,
        percent: percent.clamp(0.0, 100.0).round() as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(gtp: &str) -> Point {
        Point::parse_gtp(gtp, 5).unwrap()
    }

    fn facts_of(picture: &str, color: Color, gtp: &str) -> Vec<Fact> {
        let before = Board::from_picture(picture).unwrap();
        let mut after = before.clone();
        after.play(at(gtp), color).unwrap();
        board_facts(&before, &after, color, at(gtp))
    }

    /// Taking stones comes first, with one of the stones taken.
    #[test]
    fn a_capture_is_said_first() {
        let picture = ".....
                       .....
                       .X...
                       XOX..
                       .....";
        let facts = facts_of(picture, Color::Black, "B1");
        assert_eq!(
            facts.first(),
            Some(&Fact::Captures {
                stones: 1,
                at: at("B2")
            })
        );
    }

    /// A move between two black strings joins them; between two white ones it cuts.
    #[test]
    fn joins_and_cuts() {
        let picture = ".....
                       .X.X.
                       .....
                       .....
                       .....";
        let joined = facts_of(picture, Color::Black, "C4");
        assert!(
            joined.contains(&Fact::Joins {
                strings: 2,
                stones: 3,
                liberties: 8
            }),
            "{joined:?}"
        );
        let cut = ".....
                   .....
                   .O.O.
                   .XXX.
                   .....";
        assert!(facts_of(cut, Color::Black, "C3").contains(&Fact::Cuts));
    }

    /// Closing the last gap around a point makes an eye; a point with two white
    /// diagonals stays a false eye, and no eye is said.
    #[test]
    fn an_eye_and_a_false_one() {
        let real = ".....
                    .XXX.
                    .X.X.
                    .X...
                    .....";
        assert!(facts_of(real, Color::Black, "C2").contains(&Fact::Eye { at: at("C3") }));
        let false_eye = ".....
                         OXXO.
                         .X.X.
                         .OX.O
                         .....";
        let facts = facts_of(false_eye, Color::Black, "D2");
        assert!(
            !facts.iter().any(|f| matches!(f, Fact::Eye { .. })),
            "{facts:?}"
        );
    }

    /// A wrong try whose refutation takes the stone at once says the capture once (on the
    /// refutation), not again as what the line loses; a line that takes more later says
    /// what it loses in all.
    #[test]
    fn a_loss_is_said_once() {
        // On 5x5: Black's try at A5 is taken at once by A4; the try at E5 is put in atari
        // at E4, runs to D5 and loses both stones to C5.
        let sgf = "(;GM[1]FF[4]SZ[5]PL[B]AW[ba][db]C[q]\
                   (;B[cc]TE[1])\
                   (;B[aa]BM[1];W[ab])\
                   (;B[ea]BM[1];W[eb];B[da];W[ca]))";
        let mut problem = crate::problems::sgf::read(sgf).unwrap().remove(0);
        explain(&mut problem);
        let loses = |s: &Step| s.facts.iter().any(|f| matches!(f, Fact::Loses { .. }));
        let takes = |s: &Step| {
            (s.next.first())
                .is_some_and(|r| (r.facts.iter()).any(|f| matches!(f, Fact::Captures { .. })))
        };
        let (taken_at_once, taken_later) = (&problem.solution[1], &problem.solution[2]);
        assert!(takes(taken_at_once), "{:?}", taken_at_once.next);
        assert!(!loses(taken_at_once), "{:?}", taken_at_once.facts);
        assert!(
            !takes(taken_later) && loses(taken_later),
            "{:?}",
            taken_later
        );
    }

    /// The old files' numbers become the margin's detail.
    #[test]
    fn the_margin_of_an_old_comment() {
        let right = "Correct. Black E4. The search rates it 37 points and 95 % of the win rate above the most tempting wrong try.";
        assert_eq!(
            margin_in(right, Verdict::Right),
            Some(Fact::Margin {
                points: 37,
                percent: 95
            })
        );
        let wrong =
            "Wrong. Black H1. It loses 43 points and 94 % of the win rate against the answer.";
        assert_eq!(
            margin_in(wrong, Verdict::Wrong),
            Some(Fact::Margin {
                points: 43,
                percent: 94
            })
        );
        assert_eq!(margin_in("Wrong. White gets away.", Verdict::Wrong), None);
    }
}
