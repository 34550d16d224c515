//! A problem and what happens on its board, in the learner's language: the task, the
//! moves, why a try fails, and why a file does not import.

use crate::engine::{Color, Point};
use crate::i18n::{tr, tr_args, Args, Value};
use crate::problems::attempt::{Shown, Why};
use crate::problems::fact::{Fact, Told};
use crate::problems::model::{Category, Goal, Problem, SetupRefused, Verdict};
use crate::problems::sgf::{ProblemError, ReadError};
use crate::problems::shelf::ImportRefused;
use crate::tr;
use crate::ui::words::color_name;

/// "Black to play: capture the marked stones.": by the goal, else by the category (a
/// problem from a game), else the file's own question (an import), else "find the best
/// move".
pub fn task(problem: &Problem) -> String {
    let color = color_name(problem.position.to_play);
    match (problem.goal, problem.category) {
        (Some(Goal::Capture(_)), _) => tr!("problems-task-capture", color = color),
        (Some(Goal::Save(_)), _) => tr!("problems-task-save", color = color),
        (None, Some(Category::Escape | Category::ConnectToSave)) => {
            tr!("problems-task-danger", color = color)
        }
        (None, Some(Category::LifeAndDeath)) => tr!("problems-task-life", color = color),
        (None, Some(Category::CutOrConnect)) => tr!("problems-task-cut", color = color),
        (None, Some(Category::Endgame)) => tr!("problems-task-endgame", color = color),
        (None, Some(_)) => tr!("problems-task-captures", color = color),
        (None, None) if !problem.statement.trim().is_empty() => {
            problem.statement.trim().to_string()
        }
        (None, None) => tr!("problems-task-best", color = color),
    }
}

/// A category's name.
pub fn category(c: Category) -> String {
    match c {
        Category::CaptureInOne => tr("problems-category-capture-in-one"),
        Category::Atari => tr("problems-category-atari"),
        Category::Ladder => tr("problems-category-ladder"),
        Category::Net => tr("problems-category-net"),
        Category::Snapback => tr("problems-category-snapback"),
        Category::CapturingRace => tr("problems-category-capturing-race"),
        Category::ConnectToSave => tr("problems-category-connect-to-save"),
        Category::Escape => tr("problems-category-escape"),
        Category::LifeAndDeath => tr("problems-category-life-and-death"),
        Category::CutOrConnect => tr("problems-category-cut-or-connect"),
        Category::Endgame => tr("problems-category-endgame"),
    }
}

/// "Level 2 · Ladder".
pub fn kind(problem: &Problem) -> String {
    let mut parts = Vec::new();
    if let Some(t) = problem.tier {
        parts.push(tr!("problems-level", level = t));
    }
    parts.extend(problem.category.map(category));
    parts.join(" · ")
}

/// "White C4", "White plays elsewhere".
fn shown(s: &Shown, size: u8) -> String {
    let color = color_name(s.color);
    let said = match s.at {
        Some(p) => tr!("problems-move", color = color, point = p.to_gtp(size)),
        None => tr!("problems-move-elsewhere", color = color),
    };
    match s.captured.len() {
        0 => said,
        n => tr!("problems-move-captures", what = said, count = n),
    }
}

/// The moves, one sentence: "White D4, Black E5 (captures 2 stones)."
pub(super) fn line<'a>(moves: impl IntoIterator<Item = &'a Shown>, size: u8) -> String {
    let said: Vec<String> = moves.into_iter().map(|s| shown(s, size)).collect();
    format!("{}.", said.join(", "))
}

/// Why a try fails.
pub(super) fn why(why: Why, solver: Color, size: u8) -> String {
    let opponent = color_name(solver.opposite());
    let at = |p: Point| p.to_gtp(size);
    match why {
        Why::Escapes { at: p, liberties } => tr!(
            "problems-why-escapes",
            color = opponent,
            point = at(p),
            liberties = liberties
        ),
        Why::Joins {
            at: p,
            stone,
            liberties,
        } => tr!(
            "problems-why-joins",
            color = opponent,
            point = at(p),
            stone = at(stone),
            liberties = liberties
        ),
        Why::Captured { at: p, stones } => {
            tr!(
                "problems-why-captured",
                color = opponent,
                point = at(p),
                count = stones
            )
        }
        Why::Trapped { at: p, liberties } => {
            tr!("problems-why-trapped", point = at(p), liberties = liberties)
        }
        Why::LosesStones { stones } => {
            tr!("problems-why-loses", color = opponent, count = stones)
        }
        Why::Refuted => tr!("problems-why-refuted", color = opponent),
        Why::NotTheAnswer => tr("problems-why-not-the-answer"),
    }
}

/// What a move does, one sentence from its fact: the learner's own move (`solver`'s)
/// or the opponent's, with who played where.
pub(super) fn fact(told: &Told, solver: Color, size: u8) -> String {
    let (key, args) = fact_message(told, solver, size);
    tr_args(key, Some(&args))
}

/// A fact's message and its arguments.
fn fact_message(told: &Told, solver: Color, size: u8) -> (&'static str, Args) {
    let at = |p: Point| p.to_gtp(size);
    let color = color_name(told.color);
    let point = told.at.map(at).unwrap_or_default();
    let mine = told.color == solver;
    let pick = |you: &'static str, them: &'static str| if mine { you } else { them };
    match told.fact {
        Fact::Captures { stones, at: p } => message(
            pick("problems-fact-captures-you", "problems-fact-captures-them"),
            &color,
            &point,
            &[("count", stones.into()), ("at", at(p).into())],
        ),
        Fact::Atari { stones, at: p } => message(
            pick("problems-fact-atari-you", "problems-fact-atari-them"),
            &color,
            &point,
            &[("count", stones.into()), ("at", at(p).into())],
        ),
        Fact::Joins {
            strings,
            stones,
            liberties,
        } => message(
            pick("problems-fact-joins-you", "problems-fact-joins-them"),
            &color,
            &point,
            &[
                ("strings", strings.into()),
                ("count", stones.into()),
                ("liberties", liberties.into()),
            ],
        ),
        Fact::Cuts => message(
            pick("problems-fact-cuts-you", "problems-fact-cuts-them"),
            &color,
            &point,
            &[],
        ),
        Fact::Eye { at: p } => message(
            pick("problems-fact-eye-you", "problems-fact-eye-them"),
            &color,
            &point,
            &[("at", at(p).into())],
        ),
        Fact::Vital => message(
            pick("problems-fact-vital-you", "problems-fact-vital-them"),
            &color,
            &point,
            &[],
        ),
        Fact::Fills { at: p, liberties } => message(
            pick("problems-fact-fills-you", "problems-fact-fills-them"),
            &color,
            &point,
            &[("at", at(p).into()), ("liberties", liberties.into())],
        ),
        Fact::Extends { liberties } => message(
            pick("problems-fact-extends-you", "problems-fact-extends-them"),
            &color,
            &point,
            &[("liberties", liberties.into())],
        ),
        Fact::Liberties { liberties } => message(
            pick(
                "problems-fact-liberties-you",
                "problems-fact-liberties-them",
            ),
            &color,
            &point,
            &[("liberties", liberties.into())],
        ),
        Fact::Ladder => message("problems-fact-ladder", &color, &point, &[]),
        Fact::Net => message("problems-fact-net", &color, &point, &[]),
        Fact::Snapback => message("problems-fact-snapback", &color, &point, &[]),
        Fact::ThrowIn => message("problems-fact-throw-in", &color, &point, &[]),
        Fact::Loses { stones } => message(
            "problems-fact-loses",
            &color,
            &point,
            &[("count", stones.into())],
        ),
        Fact::Margin { points, percent } => message(
            match told.verdict {
                Verdict::Right => "problems-fact-margin-right",
                Verdict::Wrong => "problems-fact-margin-wrong",
            },
            &color,
            &point,
            &[("points", points.into()), ("percent", percent.into())],
        ),
    }
}

/// A fact's message with the mover (`color`, `point`) and its own arguments.
fn message(
    key: &'static str,
    color: &str,
    point: &str,
    more: &[(&'static str, Value)],
) -> (&'static str, Args) {
    let mut args = Args::new();
    args.set("color", color);
    args.set("point", point);
    for (name, value) in more {
        args.set(name, value.clone());
    }
    (key, args)
}

/// What a solved problem achieved: stones captured, or the string's liberties.
pub(super) fn solved(problem: &Problem, captured: usize, liberties: Option<usize>) -> String {
    match (problem.goal, liberties) {
        (Some(Goal::Save(_)), Some(l)) => tr!("problems-solved-safe", liberties = l),
        _ if captured > 0 => tr!("problems-solved-captured", count = captured),
        _ => tr("problems-solved-plain"),
    }
}

/// Why an imported file was refused, naming the file.
pub fn import_refused(name: &str, why: &ImportRefused) -> String {
    match why {
        ImportRefused::TooLarge { bytes } => tr!(
            "problems-import-too-large",
            name = name,
            kb = bytes / 1024,
            max = crate::problems::shelf::MAX_IMPORT_BYTES / 1024
        ),
        ImportRefused::Empty => tr!("problems-import-empty", name = name),
        ImportRefused::Unreadable(e) => {
            tr!(
                "problems-import-unreadable",
                name = name,
                reason = read_error(e)
            )
        }
    }
}

/// Why a problem's stones cannot stand on its board.
pub fn setup_refused(why: &SetupRefused) -> String {
    match why {
        SetupRefused::Size(e) => crate::ui::words::coord_error(e),
        SetupRefused::OffBoard { color, at } => tr!(
            "problems-setup-off-board",
            color = color_name(*color),
            point = at.as_str()
        ),
        SetupRefused::Occupied { color, at } => tr!(
            "problems-setup-occupied",
            color = color_name(*color),
            point = at.as_str()
        ),
        SetupRefused::Takes { color, at } => tr!(
            "problems-setup-takes",
            color = color_name(*color),
            point = at.as_str()
        ),
        SetupRefused::NoLiberty { at } => tr!("problems-setup-no-liberty", point = at.as_str()),
    }
}

/// A problem file's fault in words (the English detail of a damaged line stays as the
/// reader wrote it: it names SGF's own properties).
fn read_error(e: &ReadError) -> String {
    let what = match &e.error {
        ProblemError::Sgf(sgf) => crate::ui::words::records::sgf_error(sgf),
        ProblemError::NoStones => tr("problems-error-no-stones"),
        ProblemError::MoveInRoot => tr("problems-error-move-in-root"),
        ProblemError::Setup(why) => tr!("problems-error-setup", detail = setup_refused(why)),
        ProblemError::SetupInSolution { after: Some(after) } => {
            tr!("problems-error-setup-after", after = after.as_str())
        }
        ProblemError::SetupInSolution { after: None } => tr("problems-error-setup-first"),
        ProblemError::CannotPlay { line, why } => {
            tr!("problems-error-move", detail = format!("{line}: {why}"))
        }
        ProblemError::TooManyMoves | ProblemError::TooDeep => tr("problems-error-too-big"),
        ProblemError::Data(detail) => tr!("problems-error-data", detail = detail.as_str()),
    };
    match e.problem {
        Some(n) => tr!("problems-error-in-problem", number = n, what = what),
        None => what,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::model::Position;

    /// Every fact, said by the learner's move and by the opponent's, in the right line
    /// and a wrong one, reads in English, German and Czech with the points it names.
    #[test]
    fn every_fact_reads_in_every_language() {
        use crate::i18n::{format_in, Lang};
        let p = |s: &str| Point::parse_gtp(s, 9).unwrap();
        let all = crate::problems::fact::every_kind(p("D4"));
        for fact in all {
            for color in [Color::Black, Color::White] {
                for verdict in [Verdict::Right, Verdict::Wrong] {
                    let at = Some(p("E5"));
                    let told = Told {
                        color,
                        at,
                        verdict,
                        fact,
                    };
                    let (key, args) = fact_message(&told, Color::Black, 9);
                    for lang in Lang::ALL {
                        let said = format_in(lang, key, Some(&args));
                        let said = said.unwrap_or_else(|| panic!("{lang:?} has no {key}"));
                        assert!(!said.contains('{') && !said.is_empty(), "{said}");
                        let named = matches!(fact, Fact::Captures { .. } | Fact::Eye { .. });
                        assert!(!named || said.contains("D4"), "{lang:?} {key}: {said}");
                    }
                }
            }
        }
    }

    /// A position that cannot stand names the stone, in the catalogue's words.
    #[test]
    fn a_position_that_cannot_stand_in_words() {
        let p = |s: &str| Point::parse_gtp(s, 9).unwrap();
        let position = |black: &[&str], white: &[&str]| Position {
            size: 9,
            black: black.iter().map(|s| p(s)).collect(),
            white: white.iter().map(|s| p(s)).collect(),
            to_play: Color::Black,
        };
        let said = |pos: Position| setup_refused(&pos.board().unwrap_err());
        assert_eq!(
            said(position(&["C3"], &["C3"])),
            "White's stone at C3 lies on another stone."
        );
        assert_eq!(
            said(position(&["A1"], &["B1", "A2"])),
            "White's stone at A2 takes the last liberty of the stones next to it."
        );
    }
}
