//! What the panel says after each of the learner's actions: the moves, the verdict and
//! why, the rating's change and an imported file's own comments, with a badge.

use super::words::{fact, line, solved, why};
use crate::i18n::tr;
use crate::problems::attempt::{Hint, Outcome, Why};
use crate::problems::fact::{Fact, Told};
use crate::problems::model::Problem;
use crate::tr;
use crate::ui::words::color_name;

/// What the panel says after the learner's last action.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// Right, wrong, solved or the answer: a word and an icon besides the colour.
    pub kind: Kind,
    pub lines: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Right,
    Solved,
    Wrong,
    Answer,
    Note,
}

impl Kind {
    /// The icon, the word and the panel's class.
    pub fn badge(self) -> (&'static str, String, &'static str) {
        match self {
            Kind::Right => ("✓", tr("problems-right"), "correct"),
            Kind::Solved => ("✓", tr("problems-solved"), "correct"),
            Kind::Wrong => ("✗", tr("problems-wrong"), "wrong"),
            Kind::Answer => ("ℹ", tr("problems-answer"), "info"),
            Kind::Note => ("ℹ", tr("learn-ui-note"), "info"),
        }
    }
}

impl Said {
    /// A note of one line (a refused move, a hint, no problem left).
    pub fn note(line: String) -> Said {
        Said {
            kind: Kind::Note,
            lines: vec![line],
        }
    }
}

/// What an action did, in words: the moves, then the verdict and why, the rating's
/// change (`rating`, where the try ended) and, for an imported file (`imported`), the
/// file's own comments (the shipped files say in English what the app already said in
/// the learner's language). None where the action said nothing (Try again, Start over,
/// nothing done).
pub fn of(
    outcome: &Outcome,
    problem: &Problem,
    imported: bool,
    rating: Option<String>,
) -> Option<Said> {
    let size = problem.position.size;
    let solver = problem.position.to_play;
    let mut lines = Vec::new();
    // The learner's move, then what followed it: a line each.
    if let Some((played, then)) = outcome.played() {
        lines.push(line([played], size));
        if !then.is_empty() {
            lines.push(line(then, size));
        }
    }
    let file_says = |comments: &[String], lines: &mut Vec<String>| {
        if imported {
            for c in comments {
                lines.push(tr!("problems-file-says", comment = c.trim()));
            }
        }
    };
    // What the moves do, in Go terms, then what a wrong try costs, the search's numbers
    // last (a detail).
    let says = |facts: &[Told], lines: &mut Vec<String>| {
        let mut facts = facts.to_vec();
        facts.sort_by_key(|t| match t.fact {
            Fact::Margin { .. } => 2,
            Fact::Loses { .. } => 1,
            _ => 0,
        });
        lines.extend(facts.iter().map(|t| fact(t, solver, size)));
    };
    let kind = match outcome {
        Outcome::Right {
            comments, facts, ..
        } => {
            lines.push(tr!("problems-your-move", color = color_name(solver)));
            says(facts, &mut lines);
            file_says(comments, &mut lines);
            Kind::Right
        }
        Outcome::Solved {
            comments,
            facts,
            captured,
            liberties,
            first_try,
            ..
        } => {
            lines.push(solved(problem, *captured, *liberties));
            says(facts, &mut lines);
            if *first_try {
                lines.push(tr("problems-first-try"));
            }
            lines.extend(rating);
            file_says(comments, &mut lines);
            Kind::Solved
        }
        Outcome::Wrong {
            why: w,
            comments,
            facts,
            ..
        } => {
            // The facts say more than "your move does not work".
            if *w != Why::Refuted || facts.is_empty() {
                lines.push(why(*w, solver, size));
            }
            says(facts, &mut lines);
            file_says(comments, &mut lines);
            lines.extend(rating);
            Kind::Wrong
        }
        Outcome::Answer { line: moves, .. } => {
            if !moves.is_empty() {
                lines.push(line(moves, size));
            }
            lines.extend(rating);
            Kind::Answer
        }
        Outcome::Hint(Hint::Area(_)) => return Some(Said::note(tr("problems-hint-area"))),
        Outcome::Hint(Hint::Move(_)) => return Some(Said::note(tr("problems-hint-move"))),
        Outcome::Nothing | Outcome::Retried | Outcome::Restarted => return None,
    };
    Some(Said { kind, lines })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Point;
    use crate::problems::attempt::{Action, Attempt};
    use crate::problems::sgf::read;

    /// An imported file: C5 captures the white stone at C4; D5 lets it out.
    const EDGE: &str =
        "(;GM[1]FF[4]SZ[9]GN[Edge capture]AB[cc][dd][bd]AW[cd]PL[B]C[Black to play.]\
        (;B[ce]C[RIGHT: the stone is captured.])(;B[de]C[White escapes.];W[ce]))";

    fn attempt() -> Attempt {
        Attempt::new(read(EDGE).unwrap().remove(0)).unwrap()
    }

    fn play(a: &mut Attempt, gtp: &str) -> Outcome {
        a.act(Action::Play(Point::parse_gtp(gtp, 9).unwrap()))
            .unwrap()
    }

    /// A wrong move says the move, the refutation, why, the file's comment (an imported
    /// file only) and the rating's change, in that order.
    #[test]
    fn a_wrong_move_in_words() {
        let mut a = attempt();
        let wrong = play(&mut a, "D5");
        let rating = Some("Rating −9: now 691.".to_string());
        let said = of(&wrong, a.problem(), true, rating.clone()).unwrap();
        assert_eq!(said.kind, Kind::Wrong);
        assert_eq!(said.lines[0], "Black D5.");
        assert_eq!(said.lines[1], "White C5.");
        // The file names no string to capture: the reason is the file's refutation.
        assert_eq!(said.lines[2], "White answers, and your move does not work.");
        assert_eq!(said.lines[3], "The file says: White escapes.");
        assert_eq!(said.lines[4], "Rating −9: now 691.");
        let shipped = of(&wrong, a.problem(), false, rating).unwrap();
        assert!(!shipped.lines.iter().any(|l| l.contains("The file says")));
    }

    /// Solving says what it achieved, at the first try, before the file's comment.
    #[test]
    fn solved_in_words() {
        let mut a = attempt();
        let solved = play(&mut a, "C5");
        let said = of(&solved, a.problem(), true, None).unwrap();
        assert_eq!(said.kind, Kind::Solved);
        assert_eq!(
            said.lines,
            [
                "Black C5 (captures a stone).",
                "You captured one stone.",
                "At the first try!",
                "The file says: RIGHT: the stone is captured.",
            ]
        );
    }

    /// A shipped problem's facts are said in words: the answer's, then a wrong try's
    /// refutation, what it costs and the search's numbers last, in place of "your move
    /// does not work".
    #[test]
    fn facts_in_words() {
        let sgf = "(;GM[1]FF[4]SZ[9]GN[Edge]GC[category: life-and-death; tier: 4; rating: 1500]\
            AB[cc][dd][bd]AW[cd]PL[B]\
            (;B[ce]TE[1]FACT[cap 1 cd][margin 9 30])\
            (;B[de]BM[1]FACT[loses 1][margin 9 30];W[ce]FACT[vital][atari 1 de]))";
        let problem = read(sgf).unwrap().remove(0);
        let mut a = Attempt::new(problem.clone()).unwrap();
        let solved = play(&mut a, "C5");
        let said = of(&solved, a.problem(), false, None).unwrap();
        assert_eq!(said.lines[2], "You capture the stone at C6.");
        assert!(said.lines[3].starts_with("The search rates it 9 points and 30 %"));
        let mut a = Attempt::new(problem).unwrap();
        let wrong = play(&mut a, "D5");
        let said = of(&wrong, a.problem(), false, None).unwrap();
        assert_eq!(
            said.lines[2..],
            [
                "White takes the vital point at C5.",
                "White ataris your stone at D5: one liberty left.",
                "Along this line you lose a stone.",
                "The search: it loses 9 points and 30 % of the win rate against the answer.",
            ]
        );
    }

    /// Try again, Start over and nothing done leave the panel empty; a hint is a note.
    #[test]
    fn resets_say_nothing_and_hints_are_notes() {
        let mut a = attempt();
        let hint = a.act(Action::Hint).unwrap();
        assert_eq!(
            of(&hint, a.problem(), false, None),
            Some(Said::note("Look in the marked area.".into()))
        );
        play(&mut a, "D5");
        let retried = a.act(Action::Retry).unwrap();
        assert_eq!(of(&retried, a.problem(), false, None), None);
        assert_eq!(of(&Outcome::Nothing, a.problem(), false, None), None);
    }

    /// Each kind has its own icon and word, so colour is never the only signal.
    #[test]
    fn kinds_differ_without_colour() {
        let all = [
            Kind::Right,
            Kind::Solved,
            Kind::Wrong,
            Kind::Answer,
            Kind::Note,
        ]
        .map(Kind::badge);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a.1, b.1);
            }
        }
    }
}
